import { LEGACY_ADMIN_TOKEN_KEY } from "@domain/constants";

/**
 * The session is an HttpOnly cookie that no script can read. What the back office keeps is the
 * session's CSRF token, in memory only (a reload asks GET /api/session for it again): it proves a
 * write comes from this page, and alone it signs nobody in.
 */
let csrfToken: string | null = null;

export const rememberCsrfToken = (token: string | null) => {
  csrfToken = token;
};

export const currentCsrfToken = () => csrfToken;

/** Before the cookie, the bearer token sat in local storage under `admin_token`: none is left there. */
export function forgetLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}
