import { SESSION_LIFETIME_SECONDS } from "@worker/auth/session";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The back office's session rides in a cookie script cannot read: HttpOnly, SameSite=Strict, and
 * over HTTPS Secure with the `__Host-` prefix (no Domain, Path=/: no subdomain can plant or read it).
 * Plain http://127.0.0.1 (npm start, the browser tests) gets the same cookie without Secure or prefix.
 */
export const SESSION_COOKIE = "admin_session";

const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

export function readSessionCookie(c: Context): string | undefined {
  return isHttps(c) ? getCookie(c, SESSION_COOKIE, "host") : getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, token: string): void {
  const base = { path: "/", httpOnly: true, sameSite: "Strict", maxAge: SESSION_LIFETIME_SECONDS } as const;
  if (isHttps(c)) setCookie(c, SESSION_COOKIE, token, { ...base, secure: true, prefix: "host" });
  else setCookie(c, SESSION_COOKIE, token, base);
}

export function clearSessionCookie(c: Context): void {
  if (isHttps(c)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, prefix: "host" });
  else deleteCookie(c, SESSION_COOKIE, { path: "/" });
}
