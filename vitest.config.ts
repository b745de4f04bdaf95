import { defineConfig } from "vitest/config";

/** `npm test` runs both projects: Workers tests inside workerd, and repository checks in Node. */
export default defineConfig({
  test: {
    projects: ["./vitest.workers.config.ts", "./vitest.repo.config.ts"],
    // Both cores: the repository checks (Node) beside the Workers tests (one runtime, one file at a
    // time: vitest.workers.config.ts).
    maxWorkers: 2,
  },
});
