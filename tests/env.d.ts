import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    /** Types `exports` from "cloudflare:workers" as the Worker's own module. */
    interface GlobalProps {
      mainModule: typeof import("../worker/index");
    }
    interface Env {
      /** Provided to tests only, by vitest.config.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** Provided to tests only: Email Service refusing every recipient (sends that fail). */
      REFUSING_EMAIL: SendEmail;
    }
  }
}
