import { ACCOUNT_MESSAGES, TOASTS } from "@domain/messages";
import { passkeySignInSchema, secondFactorSignInSchema } from "@domain/schemas/account";
import { loginSchema } from "@domain/schemas/login";
import { namedOwners } from "@domain/security-notices";
import { auditSignIn } from "@worker/audit/sign-in";
import { type AuthenticationResponseJSON, signInOptions, verifyPasskeySignIn } from "@worker/auth/passkeys";
import { completeSecondFactor } from "@worker/auth/second-factor";
import { sendSecurityNotice } from "@worker/auth/security-notice";
import { endSession } from "@worker/auth/session-index";
import { SIGN_IN_RULES, type SignInClient, type StartedSession, signIn, startSession } from "@worker/auth/sign-in";
import { logSignIn } from "@worker/auth/sign-in-log";
import { findAdminById, isDeactivated } from "@worker/data/admin-users";
import { activeOwners } from "@worker/data/owners";
import { admit, release, visitorCharges } from "@worker/data/throttle";
import { addressSubject, clientAddress } from "@worker/http/client-address";
import { type Context, Hono } from "hono";
import { SECOND_FACTOR_NEXT, SESSION, SIGNED_IN } from "../answers/sign-in";
import { noStore, requireAdmin, requireRole } from "../auth-middleware";
import { fromSameOrigin } from "../csrf";
import { ApiError, errors } from "../errors";
import { humanCheckFailed, passesHumanCheck } from "../human-check";
import { jsonBody } from "../input";
import { ok, succeeded, WEBAUTHN_OPTIONS } from "../openapi/components/answers";
import { HUMAN_CHECKED, humanCheckHeader, THROTTLED } from "../openapi/components/errors";
import { describeRoutes } from "../openapi/generator/route-docs";
import { anyOfAnswers } from "../openapi/generator/schemas";
import { PASSKEY_HOST_REFUSED, passkeyOrigin } from "../passkey-origin";
import { type Resource, resourceRouter } from "../resource";
import { clearSessionCookie, setSessionCookie } from "../session-cookie";
import type { ApiEnv } from "../types";

/** Unknown email and wrong password get this same answer (and the same work: see signIn). */
const invalidCredentials = () => new ApiError(401, "invalid_credentials", TOASTS.loginFailed.description);

/** A deactivated account's right credentials: told so, with the owners to contact. */
async function deactivated(c: Context<ApiEnv>) {
  const owners = namedOwners(await activeOwners(c.var.app.db));
  return new ApiError(403, "account_deactivated", ACCOUNT_MESSAGES.accountDeactivated(owners));
}

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

/** A sign-in finished by a second factor or a passkey: the log line and the audit row. */
async function recordSignedIn(c: Context<ApiEnv>, admin: { id: number; email: string }, method: string) {
  const address = clientAddress(c.req.raw);
  logSignIn("success", admin.email, address);
  await auditSignIn(c.var.app.db, {
    email: admin.email,
    address,
    account: { id: admin.id, email: admin.email },
    method,
  });
}

/**
 * Mounted at the API's root, so it claims only its own paths. A sign-in is logged by its route
 * (sign_in, sign_in_failed), not as a write.
 */
const SIGN_IN: Resource = {
  entity: "session",
  publicContent: false,
  scope: ["/login/*"],
  notWrites: ["POST"],
  // An account that must still add a second factor may see its session and sign out (`enrolment`).
  parts: {
    "/session": { entity: "session", publicContent: false, enrolment: true },
    "/logout": {
      entity: "session",
      publicContent: false,
      enrolment: true,
      actions: { POST: "sign_out" },
      selfTarget: true,
    },
  },
};

const op = describeRoutes("Sign-in");
const signedIn = { 200: ok("Signed in.", SIGNED_IN) };
const crossSite = "(csrf_refused) `cookie: true` asked from another origin.";
const docs = {
  login: op("Sign in: a new session token", {
    parameters: [humanCheckHeader],
    responses: {
      200: ok("Signed in, or a second factor is needed next.", anyOfAnswers(SIGNED_IN, SECOND_FACTOR_NEXT)),
    },
    errors: {
      401: "Wrong email or password (the same answer for both).",
      ...THROTTLED,
      403: `${HUMAN_CHECKED[403]} Or (passkey_required) the firm requires a second factor and this account's is a passkey. Or (account_deactivated) the password is right but the account is deactivated: the message names the owners to contact (a wrong password still answers 401). Or ${crossSite}`,
    },
  }),
  secondFactor: op("Finish a sign-in with a TOTP or recovery code", {
    responses: signedIn,
    errors: { 400: "Wrong code, or the pending sign-in expired (5 minutes).", 403: crossSite, ...THROTTLED },
  }),
  passkeyOptions: op("Start a passkey sign-in (a challenge valid 5 minutes, once)", {
    responses: { 200: ok("Authentication options.", WEBAUTHN_OPTIONS) },
    errors: { 403: PASSKEY_HOST_REFUSED },
  }),
  passkey: op("Sign in with a passkey instead of a password", {
    parameters: [humanCheckHeader],
    responses: signedIn,
    errors: {
      401: "The passkey did not verify.",
      ...THROTTLED,
      403: `${HUMAN_CHECKED[403]} Or (account_deactivated) the passkey verified but its account is deactivated: the message names the owners to contact. Or (host_not_allowed) ${PASSKEY_HOST_REFUSED} Or ${crossSite}`,
    },
  }),
  logout: op("Sign out: the token is revoked", { responses: succeeded("Signed out.") }),
  session: op("Who is signed in", { responses: { 200: ok("The session.", SESSION) } }),
};

export const authRoutes = resourceRouter(SIGN_IN, new Hono<ApiEnv>())

  .post("/login", docs.login, noStore, jsonBody(loginSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const address = clientAddress(c.req.raw);
    if (!(await passesHumanCheck(c))) {
      logSignIn("challenge-failed", input.email, address);
      throw humanCheckFailed();
    }
    const outcome = await signIn(c.var.app, input, address, c.req.header("user-agent"));
    // A correct password awaiting its second factor is recorded when that step ends.
    if (outcome.kind !== "second-factor") {
      const account = outcome.kind === "signed-in" ? outcome.account : null;
      await auditSignIn(c.var.app.db, {
        email: input.email,
        address,
        account,
        reason: account ? undefined : outcome.kind,
      });
    }
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "refused") throw invalidCredentials();
    if (outcome.kind === "deactivated") throw await deactivated(c);
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

  .post("/login/second-factor", docs.secondFactor, noStore, jsonBody(secondFactorSignInSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const outcome = await completeSecondFactor(c.var.app, input.pendingToken, input.code);
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "expired") throw new ApiError(400, "challenge_expired", ACCOUNT_MESSAGES.challengeExpired);
    if (outcome.kind === "wrong-code") throw errors.validation({ code: [ACCOUNT_MESSAGES.codeWrong] });
    const admin = await findAdminById(c.var.app.db, outcome.adminId);
    if (!admin) throw new ApiError(400, "challenge_expired", ACCOUNT_MESSAGES.challengeExpired);
    await recordSignedIn(c, admin, "second-factor");
    // A recovery code (xxxxx-xxxxx) stands in for the authenticator: its owner hears of it.
    if (input.code.includes("-")) {
      await sendSecurityNotice(c.var.app, admin, "recovery_code_used", { address: clientAddress(c.req.raw) });
    }
    return answerSession(c, await startSession(c.var.app, admin, signInClient(c)), input.cookie);
  })

  .post("/login/passkey/options", docs.passkeyOptions, noStore, async (c) => {
    return c.json(await signInOptions(c.var.app, passkeyOrigin(c)));
  })

  .post("/login/passkey", docs.passkey, noStore, jsonBody(passkeySignInSchema), async (c) => {
    const input = c.req.valid("json");
    refuseCrossSiteCookie(c, input.cookie);
    const origin = passkeyOrigin(c);
    const address = clientAddress(c.req.raw);
    if (!(await passesHumanCheck(c))) {
      logSignIn("challenge-failed", "", address);
      throw humanCheckFailed();
    }
    const subject = addressSubject(c.var.app, address);
    if (subject === null) throw errors.tooManyRequests(SIGN_IN_RULES.address.windowSeconds);
    // Counted as a failure up front (parallel attempts cannot overshoot), taken back for a known passkey.
    const admission = await admit(c.var.app.db, visitorCharges(SIGN_IN_RULES.address, subject));
    if (!admission.admitted) throw errors.tooManyRequests(admission.retryAfterSeconds);
    const response = input.response as unknown as AuthenticationResponseJSON;
    const adminId = await verifyPasskeySignIn(c.var.app, response, origin);
    const admin = adminId === null ? undefined : await findAdminById(c.var.app.db, adminId);
    if (admin) await release(c.var.app.db, admission.events);
    if (admin && (await isDeactivated(c.var.app.db, admin.id))) {
      logSignIn("deactivated", admin.email, address);
      await auditSignIn(c.var.app.db, {
        email: admin.email,
        address,
        account: null,
        method: "passkey",
        reason: "deactivated",
      });
      throw await deactivated(c);
    }
    if (!admin) {
      logSignIn("failure", "", address);
      await auditSignIn(c.var.app.db, { email: "", address, account: null, method: "passkey", reason: "refused" });
      throw new ApiError(401, "passkey_refused", ACCOUNT_MESSAGES.passkeyRefused);
    }
    await recordSignedIn(c, admin, "passkey");
    return answerSession(c, await startSession(c.var.app, admin, signInClient(c)), input.cookie);
  })

  .post("/logout", docs.logout, requireAdmin, requireRole("self"), async (c) => {
    if (c.var.token) await endSession(c.var.app, c.var.token);
    clearSessionCookie(c);
    return c.json({ success: true as const });
  })

  .get("/session", docs.session, requireAdmin, requireRole("self"), (c) => {
    const admin = c.var.admin;
    if (!admin) throw errors.unauthorized();
    return c.json({
      success: true as const,
      admin: { email: admin.email, name: admin.name, role: admin.role },
      expiresAt: admin.expiresAt,
      csrfToken: admin.csrfToken,
      enrolmentRequired: admin.enrolmentOnly === true,
    });
  });

/** The browser and address a session opened by this request is for. */
const signInClient = (c: Context<ApiEnv>): SignInClient => ({
  userAgent: c.req.header("user-agent"),
  address: clientAddress(c.req.raw),
});
