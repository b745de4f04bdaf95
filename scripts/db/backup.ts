/**
 * npm run db:backup [-- --local] [--output FILE] [--config wrangler.toml]
 * Exports production D1 (or, with --local, the local one) with `wrangler d1 export` into a dated SQL
 * file under backups/ (git-ignored: it holds clients' enquiries).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { parseDbArgs } from "./args";

const args = parseDbArgs(process.argv.slice(2));
const stamp = new Date()
  .toISOString()
  .replace(/:/g, "-")
  .replace(/\.\d+Z$/, "Z");
const output = args.option("--output") ?? `backups/lawfirm-db-${args.local ? "local" : "production"}-${stamp}.sql`;
mkdirSync(dirname(output), { recursive: true });

const where = args.local ? ["--local"] : ["--remote", "--env", "production"];
const result = spawnSync("wrangler", ["d1", "export", "DB", ...where, "--config", args.config, "--output", output], {
  stdio: "inherit",
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`Backup written to ${output}`);
