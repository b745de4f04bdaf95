import { CSRF_HEADER } from "@domain/constants";
import { constantTimeEqual } from "@worker/auth/tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const isUnsafeMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * A browser request from this very origin: `Sec-Fetch-Site: same-origin` when the browser sends it,
 * and an `Origin` equal to the request's own. A request showing neither mark is not taken as ours.
 */
export function fromSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return site === "same-origin";
}

/** The per-session token the back office echoes in its CSRF header (compared in constant time). */
export function carriesCsrfToken(request: Request, expected: string): boolean {
  const sent = request.headers.get(CSRF_HEADER);
  if (!sent || !expected) return false;
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(sent), encoder.encode(expected));
}
