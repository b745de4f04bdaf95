import { adminSessions, adminUsers, passkeys, totpFactors } from "@db/schema";
import { ACCOUNT_SECURITY } from "@domain/constants";
import { ACCOUNT_MESSAGES } from "@domain/messages";
import type { AccountSecurity } from "@domain/rows";
import { changePasswordSchema, passkeyRegistrationSchema, secondFactorCodeSchema } from "@domain/schemas/account";
import type { SecurityNoticeKind } from "@domain/security-notices";
import { changePassword } from "@worker/auth/change-password";
import { type RegistrationResponseJSON, registerPasskey, registrationOptions } from "@worker/auth/passkeys";
import { sendSecurityNotice } from "@worker/auth/security-notice";
import type { AdminSession } from "@worker/auth/session";
import { liftEnrolmentOnly } from "@worker/auth/session";
import { endSessionOf, listSessionsOf } from "@worker/auth/session-index";
import { confirmTotp, startTotp } from "@worker/auth/totp";
import {
  deletePasskeyOf,
  deleteTotpFactor,
  passkeysOf,
  recoveryCodesLeft,
  requiresSecondFactor,
  secondFactorsOf,
} from "@worker/data/second-factors";
import { clientAddress } from "@worker/http/client-address";
import { type Context, Hono } from "hono";
import { RECOVERY_CODES, SECURITY, SESSION_VIEW, TOTP_SETUP } from "../answers/account";
import { requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { ok, pathParam, succeeded, TOLD, WEBAUTHN_OPTIONS } from "../openapi/components/answers";
import { THROTTLED } from "../openapi/components/errors";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf } from "../openapi/generator/schemas";
import { PASSKEY_HOST_REFUSED, passkeyOrigin } from "../passkey-origin";
import { refuseWeakPassword } from "../password-rule";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** Every signed-in account, whatever its role, manages its own password, sessions and factors. */
const self = requireRole("self");

/** The signed-in session (requireAdmin has run). */
export function sessionOf(c: Context<ApiEnv>): AdminSession {
  const admin = c.var.admin;
  if (!admin) throw errors.unauthorized();
  return admin;
}

/** The signed-in account's own security: each sign-in means is a resource of its own in the log. */
const ACCOUNT: Resource = {
  entity: "account",
  publicContent: false,
  parts: {
    "/password": {
      entity: "password",
      publicContent: false,
      table: adminUsers,
      idColumn: adminUsers.id,
      actions: { POST: "update" },
      selfTarget: true,
    },
    "/sessions/*": {
      entity: "session",
      publicContent: false,
      table: adminSessions,
      idColumn: adminSessions.id,
      actions: { DELETE: "session_ended" },
    },
    // What an account that must still add a second factor may do: see its factors and add one.
    "/security": { entity: "account", publicContent: false, enrolment: true },
    // No afterFromAnswer: the authenticator's answer carries recovery codes.
    "/passkeys/*": {
      entity: "passkey",
      publicContent: false,
      enrolment: true,
      table: passkeys,
      idColumn: passkeys.id,
      actions: { POST: "passkey_added", DELETE: "passkey_removed" },
      selfTarget: true,
    },
    "/passkeys/options": { entity: "passkey", publicContent: false, enrolment: true, notWrites: ["POST"] },
    "/totp/*": {
      entity: "authenticator",
      publicContent: false,
      enrolment: true,
      table: totpFactors,
      idColumn: totpFactors.adminId,
      notWrites: ["POST"],
      selfTarget: true,
    },
    "/totp/confirm": {
      entity: "authenticator",
      publicContent: false,
      enrolment: true,
      table: totpFactors,
      idColumn: totpFactors.adminId,
      actions: { POST: "create" },
      selfTarget: true,
    },
  },
};

const op = describeRoutes("Account");
const toldOk = { 200: ok("Done; the message says what happened.", TOLD) };
const stringId = [pathParam("id", { type: "string" })];
const docs = {
  password: op("Change the password (the current one required); every other session ends", {
    responses: toldOk,
    errors: {
      400: "Wrong current password, or a new one under 12 characters or among the 10,000 most common.",
      ...THROTTLED,
    },
  }),
  sessions: op("The account's open sessions", {
    responses: { 200: ok("Most recently used first.", arrayOf(SESSION_VIEW)) },
  }),
  endSession: op("End one of the account's sessions", {
    parameters: stringId,
    responses: succeeded("Ended."),
    errors: { 404: "No such session of this account." },
  }),
  security: op("The account's passkeys, authenticator app and recovery codes left", {
    responses: { 200: ok("Its second factors.", SECURITY) },
  }),
  passkeyOptions: op("Start registering a passkey (a challenge valid 5 minutes, once)", {
    responses: { 200: ok("Registration options.", WEBAUTHN_OPTIONS) },
    errors: { 403: PASSKEY_HOST_REFUSED, 409: "The account holds the most passkeys allowed." },
  }),
  addPasskey: op("Register the passkey the browser created", {
    responses: { 201: ok("Added.", TOLD) },
    errors: {
      400: "Failed validation, or an answer that does not verify (challenge used or expired).",
      403: PASSKEY_HOST_REFUSED,
    },
  }),
  removePasskey: op("Remove one of the account's passkeys", {
    parameters: stringId,
    responses: toldOk,
    errors: { 404: "No such passkey of this account." },
  }),
  startTotp: op("Start adding an authenticator app: a new secret and its QR code", {
    responses: { 200: ok("Scan it, then confirm with a code.", TOTP_SETUP) },
    errors: { 409: "An authenticator app is already set up." },
  }),
  confirmTotp: op("Confirm the app with a first code; answers the recovery codes once", {
    responses: { 200: ok("On.", RECOVERY_CODES) },
    errors: { 400: "Failed validation, or a code that is not the app's current one." },
  }),
  removeTotp: op("Remove the authenticator app and its recovery codes", { responses: toldOk }),
};

/** The signed-in user's own account: password and sessions. Every route is the user's own, any role. */
export const accountRoutes = resourceRouter(ACCOUNT, new Hono<ApiEnv>())

  .post("/password", docs.password, requireAdmin, self, jsonBody(changePasswordSchema), async (c) => {
    const input = c.req.valid("json");
    const me = sessionOf(c);
    await refuseWeakPassword(c.var.app, input.newPassword, "newPassword", { name: me.name, email: me.email });
    const outcome = await changePassword(c.var.app, sessionOf(c), input);
    if (outcome === "wrong-current") {
      throw new ApiError(400, "validation_failed", ACCOUNT_MESSAGES.currentPasswordWrong, {
        currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
    }
    if (outcome !== "changed") throw errors.tooManyRequests(outcome.throttled);
    await notify(c, "password_changed");
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.passwordChanged });
  })

  .get("/sessions", docs.sessions, requireAdmin, self, async (c) =>
    c.json(await listSessionsOf(c.var.app, sessionOf(c))),
  )

  .delete("/sessions/:id", docs.endSession, requireAdmin, self, async (c) => {
    const ended = await endSessionOf(c.var.app, sessionOf(c).adminId, c.req.param("id"));
    if (!ended) throw errors.notFound("The session");
    return c.json({ success: true as const });
  })

  .get("/security", docs.security, requireAdmin, self, async (c) => {
    const { adminId } = sessionOf(c);
    const db = c.var.app.db;
    const [keys, factors, left, required] = await Promise.all([
      passkeysOf(db, adminId),
      secondFactorsOf(db, adminId),
      recoveryCodesLeft(db, adminId),
      requiresSecondFactor(db),
    ]);
    const security: AccountSecurity = {
      passkeys: keys,
      totp: factors.totp,
      recoveryCodesLeft: left,
      requireSecondFactor: required,
    };
    return c.json(security);
  })

  .post("/passkeys/options", docs.passkeyOptions, requireAdmin, self, async (c) => {
    const session = sessionOf(c);
    const account = { id: session.adminId, email: session.email, name: session.name };
    const { options, tooMany } = await registrationOptions(c.var.app, account, passkeyOrigin(c));
    if (tooMany) throw errors.conflict(ACCOUNT_MESSAGES.passkeyLimit(ACCOUNT_SECURITY.maxPasskeys));
    return c.json(options);
  })

  .post("/passkeys", docs.addPasskey, requireAdmin, self, jsonBody(passkeyRegistrationSchema), async (c) => {
    const session = sessionOf(c);
    const { response, name } = c.req.valid("json");
    const registration = response as unknown as RegistrationResponseJSON;
    if (!(await registerPasskey(c.var.app, session.adminId, registration, name, passkeyOrigin(c)))) {
      throw new ApiError(400, "passkey_refused", ACCOUNT_MESSAGES.passkeyRefused);
    }
    await enrolled(c);
    await notify(c, "passkey_added", name);
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.passkeyAdded }, 201);
  })

  .delete("/passkeys/:id", docs.removePasskey, requireAdmin, self, async (c) => {
    if (!(await deletePasskeyOf(c.var.app.db, sessionOf(c).adminId, c.req.param("id")))) {
      throw errors.notFound("The passkey");
    }
    await notify(c, "passkey_removed");
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.passkeyRemoved });
  })

  .post("/totp", docs.startTotp, requireAdmin, self, async (c) => {
    const session = sessionOf(c);
    if ((await secondFactorsOf(c.var.app.db, session.adminId)).totp) {
      throw errors.conflict(ACCOUNT_MESSAGES.totpAlreadyOn);
    }
    return c.json(await startTotp(c.var.app, { id: session.adminId, email: session.email }));
  })

  .post("/totp/confirm", docs.confirmTotp, requireAdmin, self, jsonBody(secondFactorCodeSchema), async (c) => {
    const recoveryCodes = await confirmTotp(c.var.app, sessionOf(c).adminId, c.req.valid("json").code);
    if (!recoveryCodes) throw errors.validation({ code: [ACCOUNT_MESSAGES.codeWrong] });
    await enrolled(c);
    await notify(c, "totp_added");
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.totpEnabled, recoveryCodes });
  })

  .delete("/totp", docs.removeTotp, requireAdmin, self, async (c) => {
    const { adminId } = sessionOf(c);
    const hadOne = (await secondFactorsOf(c.var.app.db, adminId)).totp;
    await deleteTotpFactor(c.var.app.db, adminId);
    if (hadOne) await notify(c, "totp_removed");
    return c.json({ success: true as const, message: ACCOUNT_MESSAGES.totpDisabled });
  });

/** The signed-in person's security notice, with the address the request came from. */
function notify(c: Context<ApiEnv>, kind: SecurityNoticeKind, detail?: string) {
  const { adminId: id, email, name } = sessionOf(c);
  return sendSecurityNotice(c.var.app, { id, email, name }, kind, { address: clientAddress(c.req.raw), detail });
}

/** With a second factor added, an enrolment-only session becomes a full one. */
async function enrolled(c: Context<ApiEnv>) {
  const session = sessionOf(c);
  if (session.enrolmentOnly && c.var.token) await liftEnrolmentOnly(c.var.app.sessions, c.var.token, session);
}
