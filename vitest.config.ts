import { defineConfig } from "vitest/config";

/** `npm test` runs both projects: Workers tests inside workerd, and repository checks in Node. */
export default defineConfig({
  test: {
    projects: ["./vitest.workers.config.ts", "./vitest.repo.config.ts"],
    // Both cores: vitest's default (cores − 1) ran the Workers test files one at a time on CI's two
    // cores. Each file has its own workerd storage, so two at once share nothing.
    maxWorkers: 2,
  },
});
