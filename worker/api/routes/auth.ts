import { ACCOUNT_MESSAGES, TOASTS } from "@domain/messages";
import { passkeySignInSchema, secondFactorSignInSchema } from "@domain/schemas/account";
import { loginSchema } from "@domain/schemas/login";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { signInOptions, verifyPasskeySignIn } from "@worker/auth/passkeys";
import { completeSecondFactor } from "@worker/auth/second-factor";
import { endSession } from "@worker/auth/session-index";
import { SIGN_IN_RULES, type StartedSession, signIn, startSession } from "@worker/auth/sign-in";
import { findAdminById } from "@worker/data/admin-users";
import { checkThrottle, recordThrottleEvent } from "@worker/data/throttle";
import { clientAddress } from "@worker/http/client-address";
import { type Context, Hono } from "hono";
import { noStore, requireAdmin } from "../auth-middleware";
import { fromSameOrigin } from "../csrf";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { clearSessionCookie, setSessionCookie } from "../session-cookie";
import type { ApiEnv } from "../types";
import { passkeyOrigin } from "./account";

/** Unknown email and wrong password get this same answer (and the same work: see signIn). */
const invalidCredentials = () => new ApiError(401, "invalid_credentials", TOASTS.loginFailed.description);

/** A cookie session is only ever opened by the back office itself (no login CSRF). */
function refuseCrossSiteCookie(c: Context<ApiEnv>, cookie: boolean | undefined) {
  if (cookie && !fromSameOrigin(c.req.raw)) throw errors.csrfRefused();
}

/**
 * A new session's answer. The session is always a new token (no fixation) and the one this client
 * held before, if any, is revoked. The back office gets it as an HttpOnly cookie, API clients as a token.
 */
async function answerSession(c: Context<ApiEnv>, started: StartedSession, cookie: boolean | undefined) {
  if (c.var.token) await endSession(c.var.app, c.var.token);
  const enrolment = started.enrolmentOnly ? { enrolmentRequired: true as const } : {};
  if (cookie) {
    setSessionCookie(c, started.token);
    return c.json({ success: true as const, expiresAt: started.expiresAt, csrfToken: started.csrfToken, ...enrolment });
  }
  return c.json({ success: true as const, token: started.token, expiresAt: started.expiresAt, ...enrolment });
}

export const authRoutes = new Hono<ApiEnv>()

  .post("/login", noStore, jsonBody(loginSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const outcome = await signIn(c.var.app, input, clientAddress(c.req.raw), c.req.header("user-agent"));
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "refused") throw invalidCredentials();
    if (outcome.kind === "passkey-required")
      throw new ApiError(403, "passkey_required", ACCOUNT_MESSAGES.passkeyRequired);
    if (outcome.kind === "second-factor") {
      return c.json({
        success: true as const,
        next: "second-factor" as const,
        pendingToken: outcome.pendingToken,
        message: ACCOUNT_MESSAGES.secondFactorNeeded,
      });
    }
    return answerSession(c, outcome, input.cookie);
  })

  .post("/login/second-factor", noStore, jsonBody(secondFactorSignInSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const outcome = await completeSecondFactor(c.var.app, input.pendingToken, input.code);
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "expired") throw new ApiError(400, "challenge_expired", ACCOUNT_MESSAGES.challengeExpired);
    if (outcome.kind === "wrong-code") throw errors.validation({ code: [ACCOUNT_MESSAGES.codeWrong] });
    const admin = await findAdminById(c.var.app.db, outcome.adminId);
    if (!admin) throw new ApiError(400, "challenge_expired", ACCOUNT_MESSAGES.challengeExpired);
    return answerSession(c, await startSession(c.var.app, admin, c.req.header("user-agent")), input.cookie);
  })

  .post("/login/passkey/options", noStore, async (c) => {
    return c.json(await signInOptions(c.var.app, passkeyOrigin(c)));
  })

  .post("/login/passkey", noStore, jsonBody(passkeySignInSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const origin = passkeyOrigin(c);
    const address = clientAddress(c.req.raw);
    const state = await checkThrottle(c.var.app.db, SIGN_IN_RULES.address, address);
    if (!state.allowed) throw errors.tooManyRequests(state.retryAfterSeconds);
    const response = input.response as unknown as AuthenticationResponseJSON;
    const adminId = await verifyPasskeySignIn(c.var.app, response, origin);
    const admin = adminId === null ? undefined : await findAdminById(c.var.app.db, adminId);
    if (!admin) {
      await recordThrottleEvent(c.var.app.db, SIGN_IN_RULES.address, address);
      throw new ApiError(401, "passkey_refused", ACCOUNT_MESSAGES.passkeyRefused);
    }
    return answerSession(c, await startSession(c.var.app, admin, c.req.header("user-agent")), input.cookie);
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
      enrolmentRequired: admin.enrolmentOnly === true,
    });
  });
