import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
      reactRouter(),
    ],
    resolve: { alias: aliases },
    cacheDir: ".cache/vitest",
    test: {
      include: ["tests/{api,db,worker,app}/**/*.test.ts"],
      setupFiles: ["tests/setup/apply-migrations.ts"],
    },
  };
});
