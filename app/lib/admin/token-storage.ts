import { ADMIN_TOKEN_KEY } from "@domain/constants";

/**
 * The admin session token lives in local storage under `admin_token` (SPEC §9, DESIGN §5).
 * Storage can throw (private mode, disabled storage): treat that as "no token".
 */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
