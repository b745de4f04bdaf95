import { spawnSync } from "node:child_process";

const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

interface StartupRun {
  /** An upload written by `wrangler deploy --dry-run --outfile`; without it, wrangler builds the Worker of ./wrangler.toml (following the last build's redirect). */
  worker?: string;
  profile: string;
}

/** One `wrangler check startup`: the module's top level profiled in local workerd ("Active": CPU spent, idle excluded). */
function startupOnce(run: StartupRun): number {
  const result = spawnSync(
    "wrangler",
    ["check", "startup", ...(run.worker ? ["--worker", run.worker] : []), "--outfile", run.profile],
    { env: offline, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  return Number(/Active: ([\d.]+) ms/.exec(`${result.stdout ?? ""}${result.stderr ?? ""}`)?.[1] ?? Number.NaN);
}

/**
 * A Worker's startup CPU time: the median of three runs, the machine being shared. A gate (`gate`,
 * with the budget it checks, if any) keeps its first run when that is under half the budget or there
 * is no budget: two more runs (each a workerd start, about 2 CPU-seconds) could not change its verdict.
 * NaN when no run measured.
 */
export function startupMs(run: StartupRun & { gate?: { budgetMs?: number } }): number {
  const first = startupOnce(run);
  const budget = run.gate?.budgetMs;
  if (run.gate && (budget === undefined || first < budget / 2)) return first;
  const runs = [first, startupOnce(run), startupOnce(run)];
  return runs.sort((a, b) => a - b)[1] ?? Number.NaN;
}
