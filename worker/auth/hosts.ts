import type { AppEnv } from "@worker/env";

/** Loopback hosts: only the machine itself reaches a local server at them. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin a passkey ceremony runs at (its relying-party id is the host the browser shows). Trusted:
 * PUBLIC_ORIGIN's own host, any host listed in PUBLIC_HOSTS, and in demo mode a loopback host. Any
 * other host, forged or not, is refused (null). Links the Worker writes never come from here: they
 * come from PUBLIC_ORIGIN alone (absoluteUrl in worker/env.ts).
 */
export function trustedOrigin(app: AppEnv, request: Request): URL | null {
  const origin = new URL(new URL(request.url).origin);
  const { hostname } = origin;
  if (origin.origin === app.publicOrigin || app.publicHosts.includes(hostname)) return origin;
  return app.demoMode && LOOPBACK.has(hostname) ? origin : null;
}
