import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH } from "@domain/constants";

/** The sign-in page, remembering where to come back to. */
export const loginUrl = (back: string) => `${ADMIN_LOGIN_PATH}?redirectTo=${encodeURIComponent(back)}`;

/** Where to go after signing in: only a path inside the back office (never another site, never the sign-in page). */
export function safeRedirect(value: string | null): string {
  const path = value ?? "";
  const inside = path === "/admin" || path.startsWith("/admin/");
  return inside && !path.startsWith(ADMIN_LOGIN_PATH) ? path : ADMIN_HOME_PATH;
}
