import type { AccountSecurity, AdminSessionView } from "@domain/rows";
import {
  authPolicySchema,
  changePasswordSchema,
  forgotPasswordSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  resetPasswordSchema,
  secondFactorCodeSchema,
  secondFactorSignInSchema,
} from "@domain/schemas/account";
import { z } from "zod";
import { area, HUMAN_CHECKED, humanCheckHeader, jsonSchema, ok, pathParam, ref, succeeded, THROTTLED } from "./shared";
import { describing, isoTime } from "./stored";

/** Self-service: the signed-in user's password and sessions, and forgotten passwords. */

const sessionView = describing<AdminSessionView>()(
  z.object({
    id: z.string(),
    userAgent: z.string().describe("The browser that signed in, as it named itself."),
    createdAt: isoTime,
    lastSeenAt: isoTime,
    expiresAt: isoTime,
    current: z.boolean().describe("The session making this request."),
  }),
);
const told = z.object({ success: z.literal(true), message: z.string() });
const stringId = pathParam("id", { type: "string" });
const passkeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  backedUp: z.boolean(),
});
const security = describing<AccountSecurity>()(
  z.object({
    passkeys: z.array(passkeyView),
    totp: z.boolean(),
    recoveryCodesLeft: z.int().min(0),
    requireSecondFactor: z.boolean(),
  }),
);
const totpSetup = z.object({
  secret: z.string().describe("Base32, for typing into an authenticator app."),
  uri: z.string().describe("otpauth:// URI."),
  qrImage: z.string().describe("The URI as a QR code, an SVG data: URL."),
});
const recovery = told.extend({ recoveryCodes: z.array(z.string()).describe("Shown this once.") });
const webauthnOptions = { type: "object", description: "WebAuthn options for @simplewebauthn/browser." };
const hostRefused = "Not a host passkeys are set up for (PUBLIC_ORIGIN's host or PUBLIC_HOSTS).";

const toldOk = { 200: ok("Done; the message says what happened.", ref("Told")) };

export const accountApi = area("Account", (op) => ({
  paths: {
    "/api/account/password": {
      post: op("Change the password (the current one required); every other session ends", {
        admin: true,
        body: ref("ChangePassword"),
        responses: toldOk,
        errors: {
          400: "Wrong current password, or a new one under 12 characters or among the 10,000 most common.",
          ...THROTTLED,
        },
      }),
    },
    "/api/account/sessions": {
      get: op("The account's open sessions", {
        admin: true,
        responses: { 200: ok("Most recently used first.", { type: "array", items: ref("SessionView") }) },
      }),
    },
    "/api/account/sessions/{id}": {
      delete: op("End one of the account's sessions", {
        admin: true,
        parameters: [stringId],
        responses: succeeded("Ended."),
        errors: { 404: "No such session of this account." },
      }),
    },
    "/api/account/security": {
      get: op("The account's passkeys, authenticator app and recovery codes left", {
        admin: true,
        responses: { 200: ok("Its second factors.", ref("AccountSecurity")) },
      }),
    },
    "/api/account/passkeys/options": {
      post: op("Start registering a passkey (a challenge valid 5 minutes, once)", {
        admin: true,
        responses: { 200: ok("Registration options.", webauthnOptions) },
        errors: { 409: "The account holds the most passkeys allowed." },
      }),
    },
    "/api/account/passkeys": {
      post: op("Register the passkey the browser created", {
        admin: true,
        body: ref("PasskeyRegistration"),
        responses: { 201: ok("Added.", ref("Told")) },
        errors: { 400: "Failed validation, or an answer that does not verify (challenge used or expired)." },
      }),
    },
    "/api/account/passkeys/{id}": {
      delete: op("Remove one of the account's passkeys", {
        admin: true,
        parameters: [stringId],
        responses: toldOk,
        errors: { 404: "No such passkey of this account." },
      }),
    },
    "/api/account/totp": {
      post: op("Start adding an authenticator app: a new secret and its QR code", {
        admin: true,
        responses: { 200: ok("Scan it, then confirm with a code.", ref("TotpSetup")) },
        errors: { 409: "An authenticator app is already set up." },
      }),
      delete: op("Remove the authenticator app and its recovery codes", { admin: true, responses: toldOk }),
    },
    "/api/account/totp/confirm": {
      post: op("Confirm the app with a first code; answers the recovery codes once", {
        admin: true,
        body: ref("SecondFactorCode"),
        responses: { 200: ok("On.", ref("RecoveryCodes")) },
      }),
    },
    "/api/auth-policy": {
      get: op("Whether every staff sign-in needs a second factor", {
        admin: true,
        responses: { 200: ok("The rule.", ref("AuthPolicy")) },
      }),
      put: op("Require a passkey or a TOTP code of all staff, or not", {
        admin: true,
        body: ref("AuthPolicy"),
        responses: toldOk,
      }),
    },
    "/api/login/second-factor": {
      post: op("Finish a sign-in with a TOTP or recovery code", {
        body: ref("SecondFactorSignIn"),
        responses: { 200: ok("Signed in.", ref("SignedIn")) },
        errors: { 400: "Wrong code, or the pending sign-in expired (5 minutes).", ...THROTTLED },
      }),
    },
    "/api/login/passkey/options": {
      post: op("Start a passkey sign-in (a challenge valid 5 minutes, once)", {
        responses: { 200: ok("Authentication options.", webauthnOptions) },
        errors: { 403: hostRefused },
      }),
    },
    "/api/login/passkey": {
      post: op("Sign in with a passkey instead of a password", {
        body: ref("PasskeySignIn"),
        parameters: [humanCheckHeader],
        responses: { 200: ok("Signed in.", ref("SignedIn")) },
        errors: {
          401: "The passkey did not verify.",
          ...THROTTLED,
          ...HUMAN_CHECKED,
          403: `${HUMAN_CHECKED[403]} Or (account_deactivated) the passkey verified but its account is deactivated: the message names the owners to contact.`,
        },
      }),
    },
    "/api/password/forgot": {
      post: op("Email a single-use reset link (30 minutes)", {
        body: ref("ForgotPassword"),
        responses: { 200: ok("The same answer whether or not the email has an account.", ref("Told")) },
        errors: THROTTLED,
      }),
    },
    "/api/password/reset": {
      post: op("Set a new password through a reset link; every session of the account ends", {
        body: ref("ResetPassword"),
        responses: toldOk,
        errors: { 400: "An invalid, used or expired link, or a password refused as above." },
      }),
    },
  },
  schemas: {
    ChangePassword: jsonSchema(changePasswordSchema, "input"),
    ForgotPassword: jsonSchema(forgotPasswordSchema, "input"),
    ResetPassword: jsonSchema(resetPasswordSchema, "input"),
    SessionView: jsonSchema(sessionView, "output"),
    Told: jsonSchema(told, "output"),
    AccountSecurity: jsonSchema(security, "output"),
    PasskeyRegistration: jsonSchema(passkeyRegistrationSchema, "input"),
    PasskeySignIn: jsonSchema(passkeySignInSchema, "input"),
    SecondFactorCode: jsonSchema(secondFactorCodeSchema, "input"),
    SecondFactorSignIn: jsonSchema(secondFactorSignInSchema, "input"),
    TotpSetup: jsonSchema(totpSetup, "output"),
    RecoveryCodes: jsonSchema(recovery, "output"),
    AuthPolicy: jsonSchema(authPolicySchema, "input"),
  },
}));
