import type { AdminSession } from "@worker/auth/session";
import type { AppEnv } from "@worker/env";

/** Hono's environment for every API router. */
export interface ApiEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    app: AppEnv;
    /** Set by `loadSession` when a valid admin token came with the request. */
    admin: AdminSession | null;
    token: string | null;
    /** True when the session came from the back office's cookie rather than a bearer token. */
    viaCookie: boolean;
  };
}
