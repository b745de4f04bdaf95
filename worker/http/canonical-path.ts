import { CANONICAL_REDIRECT_STATUS, PATH_ALIASES } from "@domain/http";
import type { MiddlewareHandler } from "hono";

/**
 * Paths that are not pages: the API (its own rules), uploads and cards (R2 keys keep their case),
 * the build's hashed assets, Workers internals. A path whose last segment names a file is left alone too.
 */
const NOT_A_PAGE = /^\/(api|media|cards|assets|__)(\/|$)/;
const NAMES_A_FILE = /\/[^/]*\.[^/]*$/;

/**
 * The one path a page is known by: single slashes (so `//host` can never leave the site), no trailing
 * slash, lower case, aliases resolved; null when the path is already that.
 */
export function canonicalPath(path: string): string | null {
  const single = path.replace(/\/{2,}/g, "/");
  if (NOT_A_PAGE.test(single) || NAMES_A_FILE.test(single)) return null;
  const trimmed = single.length > 1 ? single.replace(/\/+$/, "") || "/" : single;
  const lower = trimmed.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const canonical = PATH_ALIASES[lower] ?? lower;
  return canonical === path ? null : canonical;
}

/**
 * One URL per page (issue 27): trailing-slash and case variants, and the legal pages' short aliases,
 * answer a permanent 308 to the canonical path with the query string kept, so crawlers index one URL
 * and links to a variant keep their weight.
 */
export const redirectToCanonicalPath: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical === null) return next();
  return new Response(null, {
    status: CANONICAL_REDIRECT_STATUS,
    headers: { Location: `${canonical}${url.search}`, "Cache-Control": "public, max-age=3600" },
  });
};
