import { ACCOUNT_MESSAGES } from "@domain/messages";
import { trustedOrigin } from "@worker/auth/hosts";
import type { Context } from "hono";
import { ApiError } from "./errors";
import type { ApiEnv } from "./types";

/** The host passkeys may use here, or a 403 (the sign-in and the account's passkey routes). */
export function passkeyOrigin(c: Context<ApiEnv>): URL {
  const origin = trustedOrigin(c.var.app, c.req.raw);
  if (!origin) throw new ApiError(403, "host_not_allowed", ACCOUNT_MESSAGES.passkeyHostRefused);
  return origin;
}

/** That 403, as the description of those routes words it. */
export const PASSKEY_HOST_REFUSED = "Not a host passkeys are set up for (PUBLIC_ORIGIN's host or PUBLIC_HOSTS).";
