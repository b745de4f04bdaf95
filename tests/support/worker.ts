import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { TEST_CLOCK_HEADER } from "@worker/clock";
import worker from "@worker/index";

/**
 * The instant every cached request of a test file is read at (worker/clock.ts): the edge cache's
 * entries end with their minute, and a file that ran across a minute's end would see a MISS for a
 * HIT. A second into a minute an hour ahead, so every row the file writes meanwhile (at the real
 * time) is already in the past there.
 */
export const CACHE_INSTANT = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60 * 60_000 + 1_000).toISOString();

/**
 * One request through the whole Worker with the edge cache on (vitest.workers.config.ts turns it off
 * for every other test), at the file's cache instant, waiting for its background work (cache writes,
 * view counts) to finish.
 */
export async function fetchWorker(
  path: string,
  init: RequestInit = {},
  moreBindings: Partial<Cloudflare.Env> = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const bindings = { ...env, EDGE_CACHE: "on", ...moreBindings } as Cloudflare.Env;
  const headers = new Headers(init.headers);
  if (!headers.has(TEST_CLOCK_HEADER)) headers.set(TEST_CLOCK_HEADER, CACHE_INSTANT);
  const request = new Request(`http://site.test${path}`, { ...init, headers });
  const response = await worker.fetch(request, bindings, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(response.status === 304 ? null : body, response);
}

export const cacheStatus = (response: Response) => response.headers.get("X-Edge-Cache");

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
export const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
