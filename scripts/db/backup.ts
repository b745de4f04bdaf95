/**
 * npm run db:backup [-- --local] [--output FILE] [--config wrangler.toml]
 * Exports production D1 (or, with --local, the local one) with `wrangler d1 export` into a dated SQL
 * file under backups/ (git-ignored: it holds clients' enquiries). The search indexes are left out:
 * D1 cannot export virtual tables, and `db:restore` builds them again (scripts/db/derived.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseDbArgs } from "./args";
import { derivedNames } from "./derived";

const args = parseDbArgs(process.argv.slice(2));
const stamp = new Date()
  .toISOString()
  .replace(/:/g, "-")
  .replace(/\.\d+Z$/, "Z");
const output = args.option("--output") ?? `backups/lawfirm-db-${args.local ? "local" : "production"}-${stamp}.sql`;
mkdirSync(dirname(output), { recursive: true });

const where = args.local ? ["--local"] : ["--remote", "--env", "production"];
const listed = spawnSync(
  "wrangler",
  [
    "d1",
    "execute",
    "DB",
    ...where,
    "--config",
    args.config,
    "--json",
    "--command",
    "SELECT name FROM sqlite_schema WHERE sql NOT NULL",
  ],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (listed.status !== 0) {
  console.error(listed.stderr || listed.stdout);
  process.exit(listed.status ?? 1);
}
const [{ results }] = JSON.parse(listed.stdout) as [{ results: { name: string }[] }];
const derived = derivedNames();
// Every table, index and trigger but the derived search objects and SQLite's and Cloudflare's own.
const kept = results.map((row) => row.name).filter((name) => !derived.has(name) && !/^(sqlite_|_cf_)/.test(name));
const result = spawnSync(
  "wrangler",
  [
    "d1",
    "export",
    "DB",
    ...where,
    "--config",
    args.config,
    "--output",
    output,
    ...kept.flatMap((name) => ["--table", name]),
  ],
  { stdio: "inherit" },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Backup written to ${output}`);
