import { execFile } from "node:child_process";
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { TEST_CLOCK_BINDING, TEST_CLOCK_HEADER } from "@worker/clock";
import { E2E_BASE_URL } from "../../playwright.config";
import { buildCardWorker } from "../../scripts/cards/worker";
import { startSite } from "../../scripts/site-server";
import { expect, test } from "./support/test";

// Its own servers and state: it never holds the tests' server's settings (support/test.ts).
test.use({ firmSettings: "none" });

/**
 * Version skew (issue 27): for the minute after a deploy, the edge cache must never answer a page
 * stored by the previous deployment, whose hashed CSS and JS the new one no longer serves. Here the
 * "deploy" is the browser tests' build copied as a rebuild would change it (a new build time in the
 * Worker, stylesheets renamed as a changed stylesheet's would be), served on the same local state (so
 * the same Cache API store) as the first.
 *
 * The first build stores /about, then two more servers ask for it at the same instant (the test
 * clock, worker/clock.ts: no wait for a minute's start): the first build restarted (the same
 * deployment) answers it from the store, which proves the stored page is there and outlives a
 * restart; then the second build renders it afresh, naming only assets it serves.
 */

const run = promisify(execFile);
const WORK = ".wrangler/version-skew";
const STATE = `${WORK}/state`;
const BUILD_B = `${WORK}/build`;
const PAGE = "/about";
/** One port for every start: the origin is part of the edge cache's key. Beside the browser tests' server's. */
const PORT = Number(new URL(E2E_BASE_URL).port) + 1;
/**
 * Every request of the test at one instant, the start of a minute: the stored entries last the whole
 * minute (in the Cache API, a minute of real time), whatever the time of day the test runs.
 */
const INSTANT = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
/** Bundled once for every start. */
let cards: ReturnType<typeof buildCardWorker>;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Replaces each pair's first text with its second in every script and manifest of a build. */
function rewriteBuild(build: string, renames: (readonly [string, string])[]) {
  for (const file of filesUnder(build).filter((path) => /\.(js|json|mjs)$/.test(path))) {
    const text = readFileSync(file, "utf8");
    const renamed = renames.reduce((acc, [from, to]) => acc.replaceAll(from, to), text);
    if (renamed !== text) writeFileSync(file, renamed);
  }
}

/**
 * The next deployment, made from a copy of a build: what a rebuild with a changed stylesheet changes.
 * Its stylesheets get new names everywhere the build names them, and its build time (part of the
 * deployment's identity, worker/edge/deployment.ts) is a later one.
 */
function nextDeployment(from: string, to: string) {
  cpSync(from, to, { recursive: true });
  const assets = join(to, "client/assets");
  const stylesheets = readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .map((name) => [name, name.replace(/\.css$/, "-next.css")] as const);
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const [name, renamed] of stylesheets) renameSync(join(assets, name), join(assets, renamed));
  const builtAt = filesUnder(join(to, "server"))
    .map((path) => /"builtAt":\s*"([^"]+)"/.exec(readFileSync(path, "utf8"))?.[1])
    .find(Boolean);
  expect(builtAt, "the build names its build time").toBeTruthy();
  rewriteBuild(to, [
    ...stylesheets,
    [builtAt as string, new Date(Date.parse(builtAt as string) + 1_000).toISOString()],
  ]);
}

/** Same-origin asset URLs a page names (stylesheets, scripts, preloads, icons). */
const assetUrls = (html: string) => [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map(([, url = ""]) => url);

/** Serves one build on the shared state, answers one page and its assets (and any URL to probe), and stops. */
async function fetchFrom(build: string, path: string, probe: string[] = []) {
  // One version id for every start: Miniflare would make up a new one each time (a new deployment, as
  // on Cloudflare), and the build alone must keep a restarted deployment's pages apart from the next's.
  const { mf, origin } = await startSite({
    port: PORT,
    state: STATE,
    build,
    cards,
    versionId: "version-skew-test",
    vars: { [TEST_CLOCK_BINDING]: "on" },
  });
  try {
    const at = (url: string) => fetch(`${origin}${url}`, { headers: { [TEST_CLOCK_HEADER]: INSTANT } });
    const page = await at(path);
    const html = await page.text();
    const assets = await Promise.all(assetUrls(html).map(async (url) => [url, (await at(url)).status] as const));
    const probed = await Promise.all(probe.map(async (url) => (await at(url)).status));
    // The Cache API's put runs after the answer (waitUntil): let it finish before the server stops.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { status: page.status, from: page.headers.get("X-Edge-Cache"), html, assets, probed };
  } finally {
    await mf.dispose();
  }
}

test("a page cached by one deployment is never served by the next, whose assets all answer 200", async () => {
  // Three servers started and stopped: minutes on a loaded two-core machine.
  test.setTimeout(600_000);
  rmSync(WORK, { recursive: true, force: true });
  await run("bash", ["scripts/db/seeded-state.sh", STATE]);
  nextDeployment("build", BUILD_B);
  cards = buildCardWorker(`${WORK}/cards-worker`);
  const stylesheets = (html: string) => assetUrls(html).filter((url) => url.endsWith(".css"));

  try {
    const stored = await fetchFrom("build", PAGE);
    expect(stored.status).toBe(200);
    expect(stored.assets.filter(([, status]) => status !== 200)).toEqual([]);
    expect(stylesheets(stored.html).length).toBeGreaterThan(0);

    // The control: the same deployment, restarted, answers the stored page from the Cache API.
    const same = await fetchFrom("build", PAGE);
    expect(same.from).toBe("HIT");
    expect(assetUrls(same.html)).toEqual(assetUrls(stored.html));

    // The next deployment, on the same store a moment later: the stored page names a stylesheet it no
    // longer serves, so it renders afresh.
    const next = await fetchFrom(BUILD_B, PAGE, stylesheets(stored.html));
    expect(next.probed.every((status) => status === 404)).toBe(true);
    expect(next.from).toBe("MISS");
    expect(next.status).toBe(200);
    expect(next.assets.length).toBeGreaterThan(0);
    expect(next.assets.filter(([, status]) => status !== 200)).toEqual([]);
  } finally {
    rmSync(WORK, { recursive: true, force: true });
  }
});
