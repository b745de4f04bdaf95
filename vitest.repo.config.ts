import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

/** Checks of the repository itself, in Node: the import layers, the workflows, the scripts. */
export default defineConfig({
  resolve: { alias: aliases },
  cacheDir: ".cache/vitest-repo",
  test: { name: "repo", include: ["tests/repo/**/*.test.ts"], environment: "node" },
});
