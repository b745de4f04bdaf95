import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Provided to tests only, by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
