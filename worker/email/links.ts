/**
 * Links inside a stored email payload, put on the firm's configured origin when the email is
 * rendered. New rows are written with PUBLIC_ORIGIN already; a row queued before issue 28 may hold
 * a link built from a forged Host, and a Resend must never send that host again.
 */

/** Payload fields holding the site's origin alone (templates append the path). */
const ORIGIN_FIELDS = new Set(["siteUrl"]);
/** Payload fields holding a whole link on the site (path, query and fragment kept). */
const LINK_FIELDS = new Set(["link", "confirmUrl", "unsubscribeUrl", "manageUrl"]);

function rebased(value: string, origin: string): string {
  try {
    const url = new URL(value);
    return new URL(`${url.pathname}${url.search}${url.hash}`, `${origin}/`).href;
  } catch {
    return value;
  }
}

export function withPublicOrigin<T>(payload: T, origin: string): T {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) return payload;
  const entries = Object.entries(payload as Record<string, unknown>).map(([key, value]) => {
    if (typeof value !== "string") return [key, value];
    if (ORIGIN_FIELDS.has(key)) return [key, origin];
    return [key, LINK_FIELDS.has(key) ? rebased(value, origin) : value];
  });
  return Object.fromEntries(entries) as T;
}
