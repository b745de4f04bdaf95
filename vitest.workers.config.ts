import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

/** Tests inside workerd against real D1/KV/R2, migrations applied by the setup file. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // The edge cache is off for tests that write D1 directly; tests/worker/edge-cache.test.ts turns it on.
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, EDGE_CACHE: "off" } },
      }),
      reactRouter(),
    ],
    resolve: { alias: aliases },
    cacheDir: ".cache/vitest",
    test: {
      name: "workers",
      include: ["tests/{api,db,worker,app}/**/*.test.ts"],
      setupFiles: ["tests/setup/apply-migrations.ts"],
    },
  };
});
