import { LEGACY_ADMIN_TOKEN_KEY } from "@domain/constants";

/**
 * The session is an HttpOnly cookie that no script can read. What the back office keeps is the
 * session's CSRF token, in memory only (a reload asks GET /api/session for it again): it proves a
 * write comes from this page, and alone it signs nobody in.
 */
let csrfToken: string | null = null;
/** Between Logout and the next sign-in: the screen's own reads answering 401 then are expected. */
let signingOut = false;

export const rememberCsrfToken = (token: string | null) => {
  csrfToken = token;
  if (token) signingOut = false;
};

export const markSigningOut = () => {
  signingOut = true;
};

export const isSigningOut = () => signingOut;

export const currentCsrfToken = () => csrfToken;

/** The session call of a freshly loaded admin page, while it is under way. */
let sessionCall: Promise<unknown> | null = null;

export const awaitSessionCall = (call: Promise<unknown>) => {
  sessionCall = call;
};

/**
 * The token a write must carry. A write clicked before the page's session call answered (Logout at
 * once, say) waits for that answer instead of going out without one and being refused.
 */
export async function csrfTokenForWrite(): Promise<string | null> {
  if (!csrfToken && sessionCall) await sessionCall.catch(() => undefined);
  return csrfToken;
}

/** Before the cookie, the bearer token sat in local storage under `admin_token`: none is left there. */
export function forgetLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}
