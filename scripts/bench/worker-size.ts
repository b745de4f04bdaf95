import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

export interface WorkerSize {
  gzipKiB: number;
  startupMs: number;
}

const wrangler = (args: string[]) =>
  execFileSync("node_modules/.bin/wrangler", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * The upload's gzip size from `wrangler deploy --dry-run`, and the startup CPU time from
 * `wrangler check startup` (which builds with the same dry run and profiles the module's top level
 * in local workerd: "Active" is CPU time spent, idle excluded).
 */
export function workerSize(): WorkerSize {
  const dry = wrangler(["deploy", "--dry-run", "--outdir", ".wrangler/bench-dry-run"]);
  const gzipKiB = Number(/Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(dry)?.[1]);
  const profile = ".wrangler/bench-startup.cpuprofile";
  const startup = wrangler(["check", "startup", "--outfile", profile]);
  rmSync(profile, { force: true });
  const startupMs = Number(/Active: ([\d.]+) ms/.exec(startup)?.[1]);
  return { gzipKiB, startupMs };
}
