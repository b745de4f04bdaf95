import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { buildInfoDefine } from "./vite.build-info.ts";
import { streamingRendererOnly } from "./vite.renderer.ts";

/**
 * The back office's scripts in a few cacheable files (decision 034): React and the router, the other
 * libraries two or more screens use, and the app code two or more screens share; each screen keeps its
 * own small module, and what only one lazy piece needs (the rich editor, the password dictionaries)
 * stays apart. Rolldown's default split gave 45 to 73 files per admin page. Public pages load none.
 * zod travels with its configuration (app/lib/admin/zod-setup.ts): that chunk runs whole before any
 * module that builds a schema, so the Trusted Types-refused `new Function` probe never happens.
 */
const adminChunks = {
  groups: [
    { name: "zod", test: /node_modules[\\/]zod[\\/]|app[\\/]lib[\\/]admin[\\/]zod-setup/, priority: 40 },
    {
      name: "react",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 30,
    },
    { name: "vendor", test: /node_modules[\\/]/, minShareCount: 2, priority: 20 },
    { name: "admin", test: /[\\/](app|domain)[\\/]/, minShareCount: 2, priority: 10 },
  ],
};

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
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: adminChunks } } } } },
  define: buildInfoDefine(),
  // Per checkout, so worktrees sharing one node_modules never share a dependency cache.
  cacheDir: ".cache/vite",
}));
