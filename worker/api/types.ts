import type { StaffRole } from "@domain/roles";
import type { AdminSession } from "@worker/auth/session";
import type { AppEnv } from "@worker/env";

/** Hono's environment for every API router. */
export interface ApiEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    app: AppEnv;
    /** Set by `loadSession` when a valid admin token of an active account came with the request. */
    admin: StaffSession | null;
    token: string | null;
    /** True when the session came from the back office's cookie rather than a bearer token. */
    viaCookie: boolean;
  };
}

/** A live session with its account's current role (read from D1 on each request, never from the session). */
export type StaffSession = AdminSession & { role: StaffRole };
