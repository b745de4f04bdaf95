import { execFileSync } from "node:child_process";

/** The commit being built: CI's own variable first (GitHub Actions, Workers Builds), then git. */
function buildCommit(): string {
  const fromCi = process.env.GITHUB_SHA ?? process.env.WORKERS_CI_COMMIT_SHA;
  if (fromCi) return fromCi.slice(0, 12);
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/**
 * Vite `define` for domain/build.ts: the commit and the time of this build, baked into the Worker
 * and the browser bundle alike (Vite and the Workers tests both use it).
 */
export const buildInfoDefine = () => ({
  __BUILD_INFO__: JSON.stringify({ commit: buildCommit(), builtAt: new Date().toISOString() }),
});
