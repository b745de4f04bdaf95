import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { buildInfoDefine } from "./vite.build-info.ts";
import { streamingRendererOnly } from "./vite.renderer.ts";

export default defineConfig(({ command, mode }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run dev` runs the card Worker beside the site (the CARDS binding); a build is the site's
      // alone: wrangler bundles the card Worker itself (preview, deploy, check:deploy).
      auxiliaryWorkers: command === "serve" ? [{ configPath: "./worker/cards/wrangler.toml" }] : [],
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // Only builds: the dev server keeps react-dom's own entry.
      ...(command === "build" ? [streamingRendererOnly(mode)] : []),
    ],
  },
  define: buildInfoDefine(),
  // Per checkout, so worktrees sharing one node_modules never share a dependency cache.
  cacheDir: ".cache/vite",
}));
