import type { AppEnv } from "@worker/env";

/**
 * The origin the site is reached at, for passkeys (their relying-party id is its host) and for links
 * sent by email. With PUBLIC_HOSTS configured (production), the request's host must be one of them;
 * without it only demo mode (local) trusts the request's own host. Null: not a trusted host.
 */
export function trustedOrigin(app: AppEnv, request: Request): URL | null {
  const url = new URL(request.url);
  const origin = new URL(url.origin);
  if (app.publicHosts.length > 0) return app.publicHosts.includes(url.hostname) ? origin : null;
  return app.demoMode ? origin : null;
}
