import { spawnSync } from "node:child_process";

const offline = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/**
 * A Worker's startup CPU time: `wrangler check startup` profiles the module's top level in local
 * workerd ("Active": CPU spent, idle excluded). The median of three runs, the machine being shared.
 * `worker`: an upload written by `wrangler deploy --dry-run --outfile`; without it, wrangler builds
 * the Worker of ./wrangler.toml (following the last build's redirect). NaN when no run measured.
 */
export function startupMs(opts: { worker?: string; profile: string }): number {
  const runs = [1, 2, 3].map(() => {
    const result = spawnSync(
      "wrangler",
      ["check", "startup", ...(opts.worker ? ["--worker", opts.worker] : []), "--outfile", opts.profile],
      { env: offline, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    return Number(/Active: ([\d.]+) ms/.exec(`${result.stdout ?? ""}${result.stderr ?? ""}`)?.[1] ?? Number.NaN);
  });
  return runs.sort((a, b) => a - b)[1] ?? Number.NaN;
}
