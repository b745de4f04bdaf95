import { defineConfig } from "vitest/config";

/** `npm test` runs both projects: Workers tests inside workerd, and repository checks in Node. */
export default defineConfig({
  test: {
    projects: ["./vitest.workers.config.ts", "./vitest.repo.config.ts"],
    // vitest's default (cores − 1) is one on CI's two cores; the Workers tests run one file at a time
    // whatever this says (vitest.workers.config.ts).
    maxWorkers: 2,
  },
});
