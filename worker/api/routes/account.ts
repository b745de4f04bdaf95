import { ACCOUNT_MESSAGES } from "@domain/messages";
import { changePasswordSchema } from "@domain/schemas/account";
import { changePassword } from "@worker/auth/change-password";
import { isCommonPassword } from "@worker/auth/password-policy";
import type { AdminSession } from "@worker/auth/session";
import { endSessionOf, listSessionsOf } from "@worker/auth/session-index";
import { type Context, Hono } from "hono";
import { requireAdmin } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import type { ApiEnv } from "../types";

/** The signed-in session (requireAdmin has run). */
export function sessionOf(c: Context<ApiEnv>): AdminSession {
  const admin = c.var.admin;
  if (!admin) throw errors.unauthorized();
  return admin;
}

/** A new password on the list of the most common ones: a 400 naming the field. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw errors.validation({ [field]: [ACCOUNT_MESSAGES.passwordCommon] });
}

/** The signed-in user's own account: password and sessions. Every route is the user's own, any role. */
export const accountRoutes = new Hono<ApiEnv>()

  .post("/password", requireAdmin, jsonBody(changePasswordSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCommonPassword(input.newPassword, "newPassword");
    const outcome = await changePassword(c.var.app, sessionOf(c), input);
    if (outcome === "wrong-current") {
      throw new ApiError(400, "validation_failed", ACCOUNT_MESSAGES.currentPasswordWrong, {
        currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
    }
    if (outcome !== "changed") throw errors.tooManyRequests(outcome.throttled);
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.passwordChanged });
  })

  .get("/sessions", requireAdmin, async (c) => c.json(await listSessionsOf(c.var.app, sessionOf(c))))

  .delete("/sessions/:id", requireAdmin, async (c) => {
    const ended = await endSessionOf(c.var.app, sessionOf(c).adminId, c.req.param("id"));
    if (!ended) throw errors.notFound("The session");
    return c.json({ success: true as const });
  });
