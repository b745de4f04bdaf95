import { TOASTS } from "@domain/messages";
import { loginSchema } from "@domain/schemas/login";
import { auditSignIn } from "@worker/audit/sign-in";
import { revokeSession } from "@worker/auth/session";
import { signIn } from "@worker/auth/sign-in";
import { logSignIn } from "@worker/auth/sign-in-log";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { noStore, requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { humanCheckFailed, passesHumanCheck } from "../human-check";
import { jsonBody } from "../input";
import type { ApiEnv } from "../types";

/** Unknown email and wrong password get this same answer (and the same work: see signIn). */
const invalidCredentials = () => new ApiError(401, "invalid_credentials", TOASTS.loginFailed.description);

export const authRoutes = new Hono<ApiEnv>()

  .post("/login", noStore, jsonBody(loginSchema), async (c) => {
    const input = c.req.valid("json");
    const address = clientAddress(c.req.raw);
    if (!(await passesHumanCheck(c))) {
      logSignIn("challenge-failed", input.email, address);
      throw humanCheckFailed();
    }
    const outcome = await signIn(c.var.app, input, address);
    const account = outcome.kind === "signed-in" ? outcome.account : null;
    await auditSignIn(c.var.app.db, {
      email: input.email,
      address,
      account,
      reason: account ? undefined : outcome.kind,
    });
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "refused") throw invalidCredentials();
    // A new token at every sign-in; the one this client held before, if any, is revoked.
    if (c.var.token) await revokeSession(c.var.app.sessions, c.var.token);
    return c.json({ success: true as const, token: outcome.token, expiresAt: outcome.expiresAt });
  })

  .post("/logout", requireAdmin, requireRole("self"), async (c) => {
    if (c.var.token) await revokeSession(c.var.app.sessions, c.var.token);
    return c.json({ success: true as const });
  })

  .get("/session", requireAdmin, requireRole("self"), (c) => {
    const admin = c.var.admin;
    if (!admin) throw errors.unauthorized();
    return c.json({
      success: true as const,
      admin: { email: admin.email, name: admin.name, role: admin.role },
      expiresAt: admin.expiresAt,
    });
  });
