import { cpSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bundleModules } from "../bundle-modules";
import { buildCardWorker } from "../cards/worker";

/** The card Worker the site's CARDS binding names, bundled once per bench run. */
let cardWorker: ReturnType<typeof buildCardWorker> | undefined;
const cards = () => {
  cardWorker ??= buildCardWorker(".wrangler/bench-cards-worker");
  return cardWorker;
};

/**
 * The production bundle (build/server), with the card Worker beside it, on Miniflare's own API: workerd with local D1/KV/R2 and the
 * Cache API, without wrangler dev's proxy (which caps throughput, STACK.md "Measuring").
 * `cache: false` turns the edge cache off (the Worker's EDGE_CACHE kill switch, which also skips the
 * isolate's copy, and Miniflare's `cacheAPI: false`): that server answers every request uncached ("cold").
 */
export async function startServer(opts: { port: number; cache: boolean; seededState: string; state: string }) {
  rmSync(opts.state, { recursive: true, force: true });
  cpSync(opts.seededState, opts.state, { recursive: true });
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions("build/server/wrangler.json");
  if (!main) throw new Error("build/server/wrangler.json names no entry module");
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: opts.port,
      resourcePersistencePath: `${opts.state}/v3`,
      resourceTmpPath: `${opts.state}/tmp`,
      // The Worker's request log is not the bench's output; Miniflare still reads it (see load.ts).
      handleStructuredLogs: () => {},
      workers: [
        {
          ...(workerOptions as object),
          bindings: { ...(workerOptions.bindings as object), EDGE_CACHE: opts.cache ? "on" : "off" },
          name: "lawfirm-site",
          modules: bundleModules(dirname(main)),
          modulesRoot: dirname(main),
          cacheAPI: opts.cache,
        },
        cards(),
      ],
    } as V4MiniflareOptions),
  );
  const url = await mf.ready;
  return { mf, origin: url.origin };
}
