import type { AccountSecurity, AdminSessionView } from "@domain/rows";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What the signed-in account's own routes answer (/api/account), built when the document is. */

export const SESSION_VIEW = component("SessionView", () =>
  describing<AdminSessionView>()(
    z.object({
      id: z.string(),
      userAgent: z.string().describe("The browser that signed in, as it named itself."),
      createdAt: isoTime,
      lastSeenAt: isoTime,
      expiresAt: isoTime,
      current: z.boolean().describe("The session making this request."),
    }),
  ),
);
export const SECURITY = component("AccountSecurity", () =>
  describing<AccountSecurity>()(
    z.object({
      passkeys: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          createdAt: isoTime,
          lastUsedAt: isoTime.nullable(),
          backedUp: z.boolean(),
        }),
      ),
      totp: z.boolean(),
      recoveryCodesLeft: z.int().min(0),
      requireSecondFactor: z.boolean(),
    }),
  ),
);
export const TOTP_SETUP = component("TotpSetup", () =>
  z.object({
    secret: z.string().describe("Base32, for typing into an authenticator app."),
    uri: z.string().describe("otpauth:// URI."),
    qrImage: z.string().describe("The URI as a QR code, an SVG data: URL."),
  }),
);
export const RECOVERY_CODES = component("RecoveryCodes", () =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    recoveryCodes: z.array(z.string()).describe("Shown this once."),
  }),
);
