/**
 * npm run db:restore -- FILE --local [--config wrangler.toml]
 * Loads a SQL export (npm run db:backup) into the local D1, which must be fresh (no tables), then
 * prints its rows per table. Production is restored with D1 Time Travel instead (README).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDbArgs } from "./args";
import { SEARCH_MIGRATIONS } from "./derived";
import { orderForRestore } from "./restore-order";
import { localRowCounts } from "./row-counts";

const args = parseDbArgs(process.argv.slice(2));
const file = args.positional[0];

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!file || !existsSync(file))
  stop(`Usage: npm run db:restore -- FILE --local (no such file: ${file ?? "none given"})`);
if (!args.local) {
  stop(
    "db:restore only loads into a fresh local database (--local). For production use D1 Time Travel " +
      "(npx wrangler d1 time-travel restore DB --env production --timestamp …), see the README.",
  );
}

const before = await localRowCounts(args.config);
if (Object.keys(before).length > 0) {
  stop(
    `The local database already has ${Object.keys(before).length} tables: a restore goes into a fresh one. ` +
      "Move .wrangler/state/v3/d1 aside (keep it until the restore is checked), then run this again.",
  );
}

// The search indexes are not in a backup: the migrations that made them build them from the rows.
// They follow the rows in the same file, so one wrangler run loads both (each run starts a runtime).
const workDir = mkdtempSync(join(tmpdir(), "db-restore-"));
const ordered = join(workDir, "restore.sql");
const searchIndexes = SEARCH_MIGRATIONS.map((migration) => readFileSync(migration, "utf8"));
writeFileSync(ordered, [orderForRestore(readFileSync(file, "utf8")), ...searchIndexes].join("\n"));
const result = spawnSync(
  "wrangler",
  ["d1", "execute", "DB", "--local", "--config", args.config, "--file", ordered, "--yes"],
  // wrangler prints every statement's result: show its output only when it failed.
  { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
rmSync(workDir, { recursive: true, force: true });
if (result.status !== 0) stop(`${result.stdout}${result.stderr}\nThe restore failed (above).`);

const after = await localRowCounts(args.config);
console.log(`Restored ${file} into the local database. Rows per table:`);
for (const [table, rows] of Object.entries(after)) console.log(`  ${table.padEnd(32)} ${rows}`);
