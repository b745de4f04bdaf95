import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localRowCounts } from "../../scripts/db/row-counts";

/** A project directory of its own (wrangler.toml + migrations), so its local D1 starts empty. */
function project(root: string, name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  copyFileSync("wrangler.toml", join(dir, "wrangler.toml"));
  symlinkSync(resolve("migrations"), join(dir, "migrations"));
  return join(dir, "wrangler.toml");
}

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const run = (command: string, args: string[]) => execFileSync(command, args, { env, encoding: "utf8", stdio: "pipe" });

const root = mkdtempSync(join(tmpdir(), "restore-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backup and restore of the local D1", () => {
  // CLI runs (the seeded state, which may wait for another caller making it, backup, restore twice):
  // a limit that catches a hang, not a loaded machine (under busy.sh 2 beside the attack suite and
  // the browser tests' server it once passed 180 s).
  it("exports a seeded local database and restores it into a fresh one, row for row", {
    timeout: 600_000,
  }, async () => {
    const source = project(root, "source");
    const fresh = project(root, "fresh");
    run("bash", ["scripts/db/seeded-state.sh", join(root, "source/.wrangler/state")]);
    // The state's migrations were applied in the seed's runtime (scripts/db/apply-migrations.ts):
    // wrangler itself finds none left to apply.
    expect(run("npx", ["wrangler", "d1", "migrations", "list", "DB", "--local", "--config", source])).toMatch(
      /No migrations to apply/,
    );
    const exported = await localRowCounts(source);
    expect(exported.blog_posts, "the seed wrote posts").toBeGreaterThan(0);

    const backup = join(root, "backup.sql");
    run("npm", ["run", "db:backup", "--", "--local", "--config", source, "--output", backup]);
    expect(existsSync(backup)).toBe(true);

    const output = run("npm", ["run", "db:restore", "--", backup, "--local", "--config", fresh]);
    expect(output).toMatch(/Restored .* into the local database/);
    expect(await localRowCounts(fresh)).toEqual(exported);

    // A second restore into the now non-empty database is refused and changes nothing.
    expect(() => run("npm", ["run", "db:restore", "--", backup, "--local", "--config", fresh])).toThrow(
      /already has \d+ tables/,
    );
    expect(await localRowCounts(fresh)).toEqual(exported);
  });
});
