import { spawnSync } from "node:child_process";
import { expect } from "@playwright/test";

/** The e2e server's own local state (scripts/e2e-server.sh). */
export const E2E_STATE = ".wrangler/e2e-state";

/**
 * Runs SQL on the running e2e server's database the way staff's scripts do (`wrangler d1 execute
 * --local`): for volumes no test could submit through the site in its time.
 */
export function runSql(command: string) {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--command", command];
  const result = spawnSync("npx", args, { encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
}
