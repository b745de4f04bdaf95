import { execFileSync } from "node:child_process";

/** The commit being built: git's checkout first, then what CI says (Workers Builds, GitHub Actions). */
function buildCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    const fromCi = process.env.WORKERS_CI_COMMIT_SHA ?? process.env.GITHUB_SHA;
    return fromCi ? fromCi.slice(0, 12) : "unknown";
  }
}

/**
 * Vite `define` for domain/build.ts: the commit and the time of this build, baked into the Worker
 * and the browser bundle alike (Vite and the Workers tests both use it).
 */
export const buildInfoDefine = () => ({
  __BUILD_INFO__: JSON.stringify({ commit: buildCommit(), builtAt: new Date().toISOString() }),
});
