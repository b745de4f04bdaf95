import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.aliases.ts";

const REFUSED_ALL_BUT = "only-this-address@whitmore-law.test";

/** Tests inside workerd against real D1/KV/R2, migrations applied by the setup file. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations },
          // A real local Email Service binding that refuses every recipient but one: sends that fail.
          email: {
            send_email: [
              { name: "EMAIL" },
              { name: "REFUSING_EMAIL", allowed_destination_addresses: [REFUSED_ALL_BUT] },
            ],
          },
        },
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
