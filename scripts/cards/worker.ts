/**
 * The card Worker (worker/cards/) bundled by wrangler, for what runs Workers on Miniflare's own API
 * rather than through wrangler: the Workers tests (an auxiliary Worker) and scripts/site-server.ts
 * (the bench, the browser tests, the attack suite). `wrangler dev` (npm start, preview) and deploys
 * bundle it themselves from its wrangler.toml.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_readConfig as readConfig } from "wrangler";
import { bundleModules } from "../bundle-modules";

export const CARD_WORKER_CONFIG = "worker/cards/wrangler.toml";

/**
 * Bundles the card Worker into `outdir` (`wrangler deploy --dry-run`, about two seconds, offline) and
 * answers Miniflare worker options serving it under its own name, which the site's CARDS binding names.
 */
export function buildCardWorker(outdir = ".cache/cards-worker") {
  const dir = resolve(outdir);
  rmSync(dir, { recursive: true, force: true });
  execFileSync(
    "node_modules/.bin/wrangler",
    // An absolute --outdir: wrangler writes a relative one beside the configuration file.
    ["deploy", "--dry-run", "--config", CARD_WORKER_CONFIG, "--outdir", dir],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const config = readConfig({ config: CARD_WORKER_CONFIG }, { hideWarnings: true, useRedirectIfAvailable: false });
  return {
    name: config.name as string,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    modulesRoot: dir,
    modules: bundleModules(dir),
  };
}
