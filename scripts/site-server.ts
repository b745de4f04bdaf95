/**
 * The production build and the card Worker on Miniflare's own API: workerd with the build's local
 * D1/KV/R2, queues, Email Service, static assets and Cache API, as `wrangler dev` runs them, without
 * wrangler dev's proxy in front (a second workerd and a Node process, about 30 % of the server's CPU
 * under the attack suite's load, and a cap on throughput: STACK.md "Measuring").
 * The bench measures it, and the browser tests and the attack suite run against it (decision 016).
 *
 * As a command, it serves until stopped, printing the Workers' log lines:
 *   tsx scripts/site-server.ts --port 8799 --state .wrangler/e2e-state [--build build] [--var NAME:VALUE]...
 */
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { convertV4MiniflareOptions, Miniflare, type V4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bundleModules } from "./bundle-modules";
import { buildCardWorker } from "./cards/worker";

/** The site Worker's name inside Miniflare (its bindings are reached under it). */
const SITE_WORKER = "lawfirm-site";

export interface SiteOptions {
  port: number;
  /** The folder wrangler's `--persist-to` names (migrations and the seed wrote it the same way). */
  state: string;
  /** The build's folder: `build`, or a copy of it. */
  build?: string;
  /** Variables set or replaced, as wrangler dev's `--var`. */
  vars?: Record<string, string>;
  /** Off: the edge cache is off (EDGE_CACHE and the Cache API) and every request is answered uncached. */
  cache?: boolean;
  /** Each line the Workers log (dropped when not given). */
  log?: (line: string) => void;
  /**
   * The version-metadata binding's id. Miniflare makes up a new one at every start, as if each start
   * were a new deployment; a test that restarts one deployment names it.
   */
  versionId?: string;
  /** The card Worker, bundled already (by default bundled anew beside the state, about two seconds). */
  cards?: ReturnType<typeof buildCardWorker>;
}

export async function startSite({
  port,
  state,
  build = "build",
  vars = {},
  cache = true,
  log,
  versionId,
  cards,
}: SiteOptions) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(`${build}/server/wrangler.json`);
  if (!main) throw new Error(`${build}/server/wrangler.json names no entry module`);
  // A named version replaces Miniflare's binding with a plain one of the same shape.
  const versionBinding = versionId ? (workerOptions.versionMetadata as string | undefined) : undefined;
  const version = versionBinding
    ? { [versionBinding]: { id: versionId, tag: "", timestamp: new Date(0).toISOString() } }
    : {};
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      resourcePersistencePath: `${state}/v3`,
      handleStructuredLogs: ({ message }) => log?.(message),
      workers: [
        {
          ...(workerOptions as object),
          bindings: {
            ...(workerOptions.bindings as object),
            // Links in emails, feeds and canonical URLs name the origin actually served here (issue 28).
            PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
            ...vars,
            ...(cache ? {} : { EDGE_CACHE: "off" }),
            ...version,
          },
          ...(versionBinding ? { versionMetadata: undefined } : {}),
          name: SITE_WORKER,
          modules: bundleModules(dirname(main)),
          modulesRoot: dirname(main),
          cacheAPI: cache,
        },
        // Bundled beside the state it serves, so two servers never share (or delete) one bundle.
        cards ?? buildCardWorker(resolve(`${state}-cards-worker`)),
      ],
    } as V4MiniflareOptions),
  );
  const url = await mf.ready;
  return { mf, origin: url.origin };
}

async function serve() {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      state: { type: "string" },
      build: { type: "string", default: "build" },
      var: { type: "string", multiple: true, default: [] },
      "control-port": { type: "string" },
    },
  });
  if (!values.port || !values.state)
    throw new Error(
      "usage: site-server.ts --port N --state DIR [--build DIR] [--var NAME:VALUE]... [--control-port N]",
    );
  const vars = Object.fromEntries(
    values.var.map((pair) => {
      const colon = pair.indexOf(":");
      if (colon < 1) throw new Error(`--var ${pair}: expected NAME:VALUE`);
      return [pair.slice(0, colon), pair.slice(colon + 1)];
    }),
  );
  const { mf, origin } = await startSite({
    port: Number(values.port),
    state: values.state,
    build: values.build,
    vars,
    log: (line) => console.log(line),
  });
  // The browser tests' own calls into this server's storage (scripts/test-control.ts).
  const controlPort = values["control-port"];
  if (controlPort) await (await import("./test-control")).serveTestControl(mf, Number(controlPort), SITE_WORKER);
  console.log(`site-server: ready on ${origin}`);
  const stop = () => void mf.dispose().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await serve();
