import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { startupMs } from "../startup-time";

export interface WorkerSize {
  gzipKiB: number;
  startupMs: number;
}

const wrangler = (args: string[]) =>
  execFileSync("node_modules/.bin/wrangler", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * The upload's gzip size from `wrangler deploy --dry-run`, and the startup CPU time from
 * `wrangler check startup` (which builds with the same dry run): the median of three, as
 * `npm run check:deploy` measures it.
 */
export function workerSize(): WorkerSize {
  const dry = wrangler(["deploy", "--dry-run", "--outdir", ".wrangler/bench-dry-run"]);
  const gzipKiB = Number(/Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(dry)?.[1]);
  const profile = ".wrangler/bench-startup.cpuprofile";
  const startup = startupMs({ profile });
  rmSync(profile, { force: true });
  return { gzipKiB, startupMs: startup };
}
