import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./vite.aliases.ts";
import { buildInfoDefine } from "./vite.build-info.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  define: buildInfoDefine(),
  // Per checkout, so worktrees sharing one node_modules never share a dependency cache.
  cacheDir: ".cache/vite",
});
