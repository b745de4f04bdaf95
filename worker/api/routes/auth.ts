import { TOASTS } from "@domain/messages";
import { loginSchema } from "@domain/schemas/login";
import { endSession } from "@worker/auth/session-index";
import { signIn } from "@worker/auth/sign-in";
import { clientAddress } from "@worker/data/throttle";
import { Hono } from "hono";
import { noStore, requireAdmin } from "../auth-middleware";
import { fromSameOrigin } from "../csrf";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { clearSessionCookie, setSessionCookie } from "../session-cookie";
import type { ApiEnv } from "../types";

/** Unknown email and wrong password get this same answer (and the same work: see signIn). */
const invalidCredentials = () => new ApiError(401, "invalid_credentials", TOASTS.loginFailed.description);

export const authRoutes = new Hono<ApiEnv>()

  .post("/login", noStore, jsonBody(loginSchema), async (c) => {
    const input = c.req.valid("json");
    // A cookie session is only ever opened by the back office itself (no login CSRF).
    if (input.cookie && !fromSameOrigin(c.req.raw)) throw errors.csrfRefused();
    const outcome = await signIn(c.var.app, input, clientAddress(c.req.raw), c.req.header("user-agent"));
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "refused") throw invalidCredentials();
    // A new token at every sign-in (no fixation); the one this client held before, if any, is revoked.
    if (c.var.token) await endSession(c.var.app, c.var.token);
    if (input.cookie) {
      setSessionCookie(c, outcome.token);
      return c.json({ success: true as const, expiresAt: outcome.expiresAt, csrfToken: outcome.csrfToken });
    }
    return c.json({ success: true as const, token: outcome.token, expiresAt: outcome.expiresAt });
  })

  .post("/logout", requireAdmin, async (c) => {
    if (c.var.token) await endSession(c.var.app, c.var.token);
    clearSessionCookie(c);
    return c.json({ success: true as const });
  })

  .get("/session", requireAdmin, (c) => {
    const admin = c.var.admin;
    if (!admin) throw errors.unauthorized();
    return c.json({
      success: true as const,
      admin: { email: admin.email, name: admin.name },
      expiresAt: admin.expiresAt,
      csrfToken: admin.csrfToken,
    });
  });
