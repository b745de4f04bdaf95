/**
 * npm run db:search-rebuild [-- --local] [--config wrangler.toml]
 * Rebuilds every full-text search index of production D1 (or, with --local, the local one) from its
 * table (db/search-index.ts). Triggers keep the indexes in step on every write; this repairs them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEARCH_REBUILD_STATEMENTS } from "../../db/search-index";
import { parseDbArgs } from "./args";

const args = parseDbArgs(process.argv.slice(2));
const file = join(mkdtempSync(join(tmpdir(), "search-rebuild-")), "rebuild.sql");
writeFileSync(file, `${SEARCH_REBUILD_STATEMENTS.join(";\n")};\n`);

const where = args.local ? ["--local"] : ["--remote", "--env", "production"];
const result = spawnSync(
  "wrangler",
  ["d1", "execute", "DB", ...where, "--config", args.config, "--file", file, "--yes"],
  {
    stdio: "inherit",
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Search indexes rebuilt (${args.local ? "local" : "production"}).`);
