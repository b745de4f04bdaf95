import { z } from "zod";
import { ACCOUNT_SECURITY, ADMIN_PASSWORD } from "../constants";
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from "../messages";
import { requiredEmail } from "./fields";

/** Self-service account forms, shared by the API and the back office. Passwords are never trimmed. */

const typedPassword = (label: string) =>
  z
    .string(FIELD_MESSAGES.required(label))
    .min(1, FIELD_MESSAGES.required(label))
    .max(ADMIN_PASSWORD.maxLength, FIELD_MESSAGES.tooLong(label, ADMIN_PASSWORD.maxLength));

/** A password being set: 12 to 256 characters (the common-password check runs on the server). */
export const newPassword = (label = "New password") =>
  z
    .string(FIELD_MESSAGES.required(label))
    .min(ADMIN_PASSWORD.minLength, ACCOUNT_MESSAGES.passwordTooShort(ADMIN_PASSWORD.minLength))
    .max(ADMIN_PASSWORD.maxLength, FIELD_MESSAGES.tooLong(label, ADMIN_PASSWORD.maxLength));

/** The new password typed a second time: checked on the server too, so a typo never locks anyone out. */
export const confirmPasswordField = z
  .string(FIELD_MESSAGES.required("Confirm new password"))
  .max(ADMIN_PASSWORD.maxLength, FIELD_MESSAGES.tooLong("Confirm new password", ADMIN_PASSWORD.maxLength));

/** Refuses a body whose confirmation differs from the new password, on the confirmation field. */
export const passwordsMatch =
  <K extends string>(field: K) =>
  (body: Record<K | "confirmPassword", string>, ctx: z.RefinementCtx) => {
    if (body[field] !== body.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: ACCOUNT_MESSAGES.passwordMismatch });
    }
  };

export const changePasswordSchema = z
  .object({
    currentPassword: typedPassword("Current password"),
    newPassword: newPassword(),
    confirmPassword: confirmPasswordField,
  })
  .superRefine(passwordsMatch("newPassword"));

export const forgotPasswordSchema = z.object({ email: requiredEmail() });

/** Reset tokens are 32 random bytes, base64url. */
const accountToken = z.string(ACCOUNT_MESSAGES.linkInvalid).regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.linkInvalid);

export const resetPasswordSchema = z
  .object({ token: accountToken, password: newPassword("Password"), confirmPassword: confirmPasswordField })
  .superRefine(passwordsMatch("password"));

const passkeyNameSchema = z.object({
  name: z
    .string(FIELD_MESSAGES.required("Name"))
    .trim()
    .min(1, FIELD_MESSAGES.required("Name"))
    .max(ACCOUNT_SECURITY.passkeyNameMax, FIELD_MESSAGES.tooLong("Name", ACCOUNT_SECURITY.passkeyNameMax)),
});

/** A six-digit TOTP code, or a recovery code (xxxxx-xxxxx). Spaces are forgiven. */
export const secondFactorCodeSchema = z.object({
  code: z
    .string(FIELD_MESSAGES.required("Code"))
    .transform((v) => v.replace(/\s+/g, "").toLowerCase())
    .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, ACCOUNT_MESSAGES.codeFormat)),
});

export const secondFactorSignInSchema = secondFactorCodeSchema.extend({
  pendingToken: accountToken,
  cookie: z.boolean().optional(),
});

/** A WebAuthn answer as @simplewebauthn/browser sends it; the server library checks every part. */
const webauthnResponse = z.looseObject({
  id: z.string().min(1).max(1_024),
  rawId: z.string().min(1).max(1_024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(4_096) }),
});

export const passkeySignInSchema = z.object({ response: webauthnResponse, cookie: z.boolean().optional() });
export const passkeyRegistrationSchema = passkeyNameSchema.extend({ response: webauthnResponse });

export const authPolicySchema = z.object({ requireSecondFactor: z.boolean(FIELD_MESSAGES.yesNo("Require")) });
