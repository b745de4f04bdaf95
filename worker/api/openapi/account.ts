import type { AdminSessionView } from "@domain/rows";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "@domain/schemas/account";
import { z } from "zod";
import { jsonSchema, ok, operations, pathParam, ref, THROTTLED } from "./shared";
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
const sessionId = pathParam("id", { type: "string" });

export function accountApi() {
  const op = operations("Account");
  const toldOk = { 200: ok("Done; the message says what happened.", ref("Told")) };
  return {
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
          parameters: [sessionId],
          responses: { 200: ok("Ended.", ref("Success")) },
          errors: { 404: "No such session of this account." },
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
    },
  };
}
