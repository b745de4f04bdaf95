import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { pinnedInstant } from "../clock";
import { appEnv } from "../env";
import { D1_BOOKMARK_HEADER } from "../read-session";
import { acceptsGzip, gzip, isCompressible } from "./compression";
import { readContentVersion } from "./content-version";
import { deploymentVersion } from "./deployment";
import { etagOf, matchesIfNoneMatch } from "./etag";
import { type RememberedAnswer, recall, remember } from "./memory";
import { renewNonce, usesItsNonce } from "./nonce";
import { edgeExpiry, edgeTtlSeconds, isCacheableRequest, isStorableResponse, REVALIDATE_EVERY_TIME } from "./policy";

/** Says whether an answer came from the edge cache (HIT), was stored on the way out (MISS), or neither. */
export const EDGE_CACHE_HEADER = "X-Edge-Cache";

/**
 * The cache key: the URL under the current content version, so a bump leaves every old entry behind,
 * and under the deployment, so a page never names assets another deployment no longer serves. A test's
 * request that names its own instant (worker/clock.ts) is kept apart under it: a page rendered at a
 * later instant never answers a request at the real one.
 */
const cacheKey = (request: Request, version: string, deployment: string) => {
  const url = new URL(request.url);
  const instant = pinnedInstant();
  const at = instant === undefined ? "" : `/@${instant}`;
  return `${url.origin}/__edge/${encodeURIComponent(deployment)}/${encodeURIComponent(version)}${at}${url.pathname}${url.search}`;
};

/** The stored Vary, with Accept-Encoding (a stored page is sent gzipped or plain by the request's). */
function varyOf(headers: Headers): string {
  const vary = headers.get("Vary");
  if (!vary) return "Accept-Encoding";
  return /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/** 304 when the browser's copy is current; otherwise the body as stored, from the cache with a fresh nonce in its CSP. */
function answer(
  request: Request,
  stored: Omit<RememberedAnswer, "expiresAt">,
  from: "HIT" | "STALE" | "MISS",
): Response {
  const headers = new Headers(stored.headers);
  const etag = headers.get("ETag");
  const vary = varyOf(headers);
  if (etag && matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    // No CSP here: the browser keeps the one stored with its copy. Vary stays (RFC 9110 §15.4.5).
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, "Cache-Control": REVALIDATE_EVERY_TIME, Vary: vary, [EDGE_CACHE_HEADER]: from },
    });
  }
  if (from !== "MISS") renewNonce(headers);
  headers.set("Cache-Control", REVALIDATE_EVERY_TIME);
  headers.set(EDGE_CACHE_HEADER, from);
  headers.set("Vary", vary);
  if (stored.gzipped && acceptsGzip(request)) {
    // Compressed once when remembered, not again per view.
    headers.set("Content-Encoding", "gzip");
    return new Response(stored.gzipped, { status: stored.status, headers, encodeBody: "manual" });
  }
  return new Response(stored.body, { status: stored.status, headers });
}

/** Remembered at once; its gzipped body follows, after the answer (waitUntil), off its critical path. */
async function rememberEntry(key: string, entry: RememberedAnswer): Promise<void> {
  remember(key, entry);
  if (isCompressible(new Headers(entry.headers).get("Content-Type"))) entry.gzipped = await gzip(entry.body);
}

/**
 * Public pages and public API reads from the Cache API (docs/decisions/007-edge-cache.md), the
 * hottest also from the isolate's memory (./memory.ts). Repeat views cost one KV read and no D1
 * query; every admin write bumps the content version in the key.
 */
export const edgeCache: MiddlewareHandler = createMiddleware<{ Bindings: Cloudflare.Env }>(async (c, next) => {
  const request = c.req.raw;
  if (String(c.env.EDGE_CACHE) === "off" || !isCacheableRequest(request)) return next();
  const key = cacheKey(request, await readContentVersion(appEnv(c.env).sessions), deploymentVersion(c.env));
  const remembered = recall(key);
  if (remembered) return answer(request, remembered.entry, remembered.stale ? "STALE" : "HIT");
  // The DOM lib in tsconfig hides workerd's CacheStorage.default.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(key);
  if (hit) {
    // A Cache API entry never outlives its minute (below), so it and its copy in memory end together.
    const entry = {
      status: hit.status,
      headers: [...hit.headers],
      body: await hit.arrayBuffer(),
      expiresAt: edgeExpiry(),
    };
    c.executionCtx.waitUntil(rememberEntry(key, entry));
    return answer(request, entry, "HIT");
  }

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
  const entry = { status, headers: [...headers], body, expiresAt: edgeExpiry() };
  // Whole seconds left in the minute: none in its last second, when the entry would outlive it.
  const ttl = edgeTtlSeconds();
  if (ttl >= 1) {
    const stored = new Headers(headers);
    stored.set("Cache-Control", `public, s-maxage=${ttl}`);
    c.executionCtx.waitUntil(cache.put(key, new Response(body, { status, headers: stored })));
    c.executionCtx.waitUntil(rememberEntry(key, entry));
  }
  c.res = answer(request, entry, "MISS");
});
