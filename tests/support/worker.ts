import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "@worker/index";

/**
 * One request through the whole Worker with the edge cache on (vitest.workers.config.ts turns it off
 * for every other test), waiting for its background work (cache writes, view counts) to finish.
 */
export async function fetchWorker(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const bindings = { ...env, EDGE_CACHE: "on" } as Cloudflare.Env;
  const response = await worker.fetch(new Request(`http://site.test${path}`, init), bindings, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(response.status === 304 ? null : body, response);
}

export const cacheStatus = (response: Response) => response.headers.get("X-Edge-Cache");

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
export const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
