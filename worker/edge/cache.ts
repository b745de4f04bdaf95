import { createMiddleware } from "hono/factory";
import { appEnv } from "../env";
import { D1_BOOKMARK_HEADER } from "../read-session";
import { readContentVersion } from "./content-version";
import { etagOf, matchesIfNoneMatch } from "./etag";
import { renewNonce, usesItsNonce } from "./nonce";
import { edgeTtlSeconds, isCacheableRequest, isStorableResponse, REVALIDATE_EVERY_TIME } from "./policy";

/** Says whether an answer came from the edge cache (HIT), was stored on the way out (MISS), or neither. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/** The cache key: the URL under the current content version, so a bump leaves every old entry behind. */
const cacheKey = (request: Request, version: string) => {
  const url = new URL(request.url);
  return new Request(`${url.origin}/__edge/${encodeURIComponent(version)}${url.pathname}${url.search}`);
};

/** 304 when the browser's copy is current; otherwise the body as stored, from the cache with a fresh nonce in its CSP. */
function answer(request: Request, response: Response, from: "HIT" | "MISS"): Response {
  const etag = response.headers.get("ETag");
  if (etag && matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    // No CSP here: the browser keeps the one stored with its copy.
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, "Cache-Control": REVALIDATE_EVERY_TIME, [EDGE_CACHE_HEADER]: from },
    });
  }
  const headers = new Headers(response.headers);
  if (from === "HIT") renewNonce(headers);
  headers.set("Cache-Control", REVALIDATE_EVERY_TIME);
  headers.set(EDGE_CACHE_HEADER, from);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Public pages and public API reads from the Cache API (docs/decisions/007-edge-cache.md). Repeat
 * views cost one KV read and no D1 query; every admin write bumps the content version in the key.
 */
export const edgeCache = createMiddleware<{ Bindings: Cloudflare.Env }>(async (c, next) => {
  const request = c.req.raw;
  if (String(c.env.EDGE_CACHE) === "off" || !isCacheableRequest(request)) return next();
  const key = cacheKey(request, await readContentVersion(appEnv(c.env).sessions));
  // The DOM lib in tsconfig hides workerd's CacheStorage.default.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) return answer(request, hit, "HIT");

  await next();
  if (!isStorableResponse(c.res)) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  const body = await c.res.arrayBuffer();
  // Hono merges the old response's headers into a new one unless the old is cleared first.
  c.res = undefined;
  if (usesItsNonce(body, headers.get("Content-Type") ?? "")) {
    c.res = new Response(body, { status, headers });
    return;
  }
  headers.set("ETag", await etagOf(body));
  headers.delete(D1_BOOKMARK_HEADER);
  const stored = new Headers(headers);
  stored.set("Cache-Control", `public, s-maxage=${edgeTtlSeconds()}`);
  c.executionCtx.waitUntil(cache.put(key, new Response(body, { status, headers: stored })));
  c.res = answer(request, new Response(body, { status, headers }), "MISS");
});
