import { defineConfig } from "vitest/config";

/** `npm test` runs both projects: Workers tests inside workerd, and repository checks in Node. */
export default defineConfig({
  test: { projects: ["./vitest.workers.config.ts", "./vitest.repo.config.ts"] },
});
