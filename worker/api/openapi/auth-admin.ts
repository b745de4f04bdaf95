import { UPLOAD_KINDS } from "@domain/constants";
import { STAFF_ROLES } from "@domain/roles";
import type { AdminIdentity } from "@domain/rows";
import { loginSchema } from "@domain/schemas/login";
import type { SignInOutcome } from "@worker/auth/sign-in";
import type { StoredMedia } from "@worker/data/media";
import { z } from "zod";
import { uploadFormSchema } from "../routes/uploads";
import { area, HUMAN_CHECKED, humanCheckHeader, jsonSchema, ok, operations, ref, succeeded, THROTTLED } from "./shared";
import { describing, emailAddress, isoTime } from "./stored";

/** Signing in and out, and uploads. */

type SignedIn = Pick<Extract<SignInOutcome, { kind: "signed-in" }>, "token" | "expiresAt" | "csrfToken">;
const csrfToken = z.string().describe("Send it in the X-CSRF-Token header of every cookie-authenticated write.");
const signedIn = describing<
  { success: true } & (Pick<SignedIn, "token" | "expiresAt"> | Pick<SignedIn, "csrfToken" | "expiresAt">)
>()(
  z.union([
    z.object({
      success: z.literal(true),
      token: z.string().describe("Send it as `Authorization: Bearer <token>`."),
      expiresAt: isoTime,
    }),
    z
      .object({ success: z.literal(true), expiresAt: isoTime, csrfToken })
      .describe("With `cookie: true`: the session is set as an HttpOnly cookie and its token never shown."),
  ]),
);
const session = describing<{
  success: true;
  admin: AdminIdentity;
  expiresAt: string;
  csrfToken: string;
  enrolmentRequired: boolean;
}>()(
  z.object({
    success: z.literal(true),
    admin: z.object({ email: emailAddress, name: z.string(), role: z.enum(STAFF_ROLES) }),
    expiresAt: isoTime,
    csrfToken,
    enrolmentRequired: z.boolean().describe("True while the session may only add a second factor."),
  }),
);
const stored = describing<{ success: true; id: number; width: number | null; height: number | null } & StoredMedia>()(
  z.object({
    success: z.literal(true),
    key: z.string(),
    url: z.string().describe("Where the file is served: /media/{key}."),
    contentType: z.string(),
    size: z.int().min(1),
    id: z.int().min(1).describe("Its entry in the media library (GET /api/media/{id})."),
    width: z.int().nullable().describe("Pixels, read from the file; null when it does not say."),
    height: z.int().nullable(),
  }),
);
const sizeLimits = Object.entries(UPLOAD_KINDS)
  .map(([kind, rules]) => `${kind} ${rules.maxLabel}`)
  .join(", ");

function authPaths() {
  const op = operations("Sign-in");
  return {
    "/api/login": {
      post: op("Sign in: a new session token", {
        body: ref("Login"),
        parameters: [humanCheckHeader],
        responses: { 200: ok("Signed in.", ref("SignedIn")) },
        errors: {
          401: "Wrong email or password (the same answer for both).",
          ...THROTTLED,
          403: `${HUMAN_CHECKED[403]} Or (passkey_required) the firm requires a second factor and this account's is a passkey. Or (account_deactivated) the password is right but the account is deactivated: the message names the owners to contact (a wrong password still answers 401).`,
        },
      }),
    },
    "/api/logout": {
      post: op("Sign out: the token is revoked", {
        admin: true,
        responses: succeeded("Signed out."),
      }),
    },
    "/api/session": {
      get: op("Who is signed in", { admin: true, responses: { 200: ok("The session.", ref("Session")) } }),
    },
  };
}

export const authAdminApi = area("Site", (op) => ({
  paths: {
    ...authPaths(),
    "/api/uploads": {
      post: op("Upload an image to R2", {
        admin: true,
        body: ref("UploadForm"),
        bodyType: "multipart/form-data",
        responses: { 201: ok("Stored.", ref("StoredMedia")) },
        errors: {
          400: "No file, an unknown kind, an empty file, or bytes not of a type the kind accepts (or unsafe SVG).",
          413: `File over its kind's limit (${sizeLimits}).`,
          415: "Body not sent as multipart/form-data.",
          429: "This account has uploaded its hourly share.",
        },
      }),
    },
  },
  schemas: {
    Login: jsonSchema(loginSchema, "input"),
    SignedIn: jsonSchema(signedIn, "output"),
    Session: jsonSchema(session, "output"),
    UploadForm: jsonSchema(uploadFormSchema, "input"),
    StoredMedia: jsonSchema(stored, "output"),
  },
}));
