import { nowMs } from "../clock";
import { D1_BOOKMARK_HEADER } from "../read-session";

/**
 * What the edge cache may hold. It runs only where it is mounted: in front of the public pages
 * (worker/index.ts) and of the API routes whose resource declares its public reads edge-cached
 * (worker/api/resource.ts), so a new API route is never cached by accident. There, a request is
 * answered from (and stored in) the cache only when it cannot carry anything personal: a GET with no
 * credentials, no cookie, no D1 bookmark and no signed or tokenised query. A response is stored only
 * when it is a plain 200 without Set-Cookie or a no-store/private Cache-Control.
 */

/** Query parameters that make a URL personal: previews, signatures, tokens. */
const PERSONAL_PARAM = /^(preview|token|expires|exp|key)$|sig|token/i;

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const headers = request.headers;
  if (headers.has("Authorization") || headers.has("Cookie") || headers.has(D1_BOOKMARK_HEADER)) return false;
  const url = new URL(request.url);
  for (const name of url.searchParams.keys()) if (PERSONAL_PARAM.test(name)) return false;
  return true;
}

export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private/i.test(cacheControl) && response.headers.get("Vary") !== "*";
}

/**
 * Edge entries live until the next full minute at most: a post scheduled for a minute shows at that
 * minute even when its publication changes no stored row (a cron's bump covers the rows it changes).
 */
export function edgeExpiry(now = nowMs()): number {
  return Math.floor(now / 60_000) * 60_000 + 60_000;
}

/** The whole seconds from now to then, for the Cache API's s-maxage (0 in the minute's last second). */
export function edgeTtlSeconds(now = nowMs()): number {
  return Math.floor((edgeExpiry(now) - now) / 1000);
}

/** Browsers and CDNs keep a copy but ask every time; an unchanged page is a 304 (ETag). */
export const REVALIDATE_EVERY_TIME = "public, max-age=0, must-revalidate";
