import { ACCOUNT_MESSAGES } from "@domain/messages";
import { forgotPasswordSchema, resetPasswordSchema } from "@domain/schemas/account";
import { requestPasswordReset, resetPassword } from "@worker/auth/password-reset";
import { sendSecurityNotice } from "@worker/auth/security-notice";
import { sha256Hex } from "@worker/auth/tokens";
import { accountOfToken } from "@worker/data/account-tokens";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { noStore } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { ok, TOLD } from "../openapi/components/answers";
import { THROTTLED } from "../openapi/components/errors";
import { describeRoutes } from "../openapi/generator/route-docs";
import { refuseWeakPassword } from "../password-rule";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

const PASSWORD_RESET: Resource = { entity: "password", publicContent: false };

const op = describeRoutes("Account");
const docs = {
  forgot: op("Email a single-use reset link (30 minutes)", {
    responses: { 200: ok("The same answer whether or not the email has an account.", TOLD) },
    errors: THROTTLED,
  }),
  reset: op("Set a new password through a reset link; every session of the account ends", {
    responses: { 200: ok("Done; the message says what happened.", TOLD) },
    errors: { 400: "An invalid, used or expired link, or a password refused as too weak." },
  }),
};

/** Forgotten passwords (public): a single-use emailed link, then a new password through it. */
export const passwordRoutes = resourceRouter(PASSWORD_RESET, new Hono<ApiEnv>())

  .post("/forgot", docs.forgot, noStore, jsonBody(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid("json");
    const sessionOf = c.var.admin?.adminId ?? null;
    const outcome = await requestPasswordReset(c.var.app, email, clientAddress(c.req.raw), sessionOf);
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    // The same answer whether or not the email has an account.
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.resetRequested });
  })

  .post("/reset", docs.reset, noStore, jsonBody(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const account = await accountOfToken(c.var.app.db, await sha256Hex(token), "password-reset");
    await refuseWeakPassword(c.var.app, password, "password", { name: account?.name, email: account?.email });
    if (!(await resetPassword(c.var.app, token, password))) {
      throw new ApiError(400, "invalid_token", ACCOUNT_MESSAGES.linkInvalid);
    }
    if (account) {
      await sendSecurityNotice(c.var.app, account, "password_changed", { address: clientAddress(c.req.raw) });
    }
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.passwordReset });
  });
