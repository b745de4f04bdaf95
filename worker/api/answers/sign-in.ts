import { STAFF_ROLES } from "@domain/roles";
import type { AdminIdentity } from "@domain/rows";
import type { StartedSession } from "@worker/auth/sign-in";
import { z } from "zod";
import { emailAddress, isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What the sign-in routes answer (/api/login, /api/session), built when the document is. */

type Started = Pick<StartedSession, "token" | "expiresAt" | "csrfToken">;
const csrfToken = () => z.string().describe("Send it in the X-CSRF-Token header of every cookie-authenticated write.");
const enrolmentOnly = () =>
  z
    .literal(true)
    .optional()
    .describe("Present while the session may only add a second factor (the firm requires one).");

/** A new session: its token for API clients, or (with `cookie: true`) the cookie set and its CSRF token. */
export const SIGNED_IN = component("SignedIn", () =>
  describing<
    { success: true; enrolmentRequired?: true } & (
      | Pick<Started, "token" | "expiresAt">
      | Pick<Started, "csrfToken" | "expiresAt">
    )
  >()(
    z.union([
      z.object({
        success: z.literal(true),
        token: z.string().describe("Send it as `Authorization: Bearer <token>`."),
        expiresAt: isoTime,
        enrolmentRequired: enrolmentOnly(),
      }),
      z
        .object({
          success: z.literal(true),
          expiresAt: isoTime,
          csrfToken: csrfToken(),
          enrolmentRequired: enrolmentOnly(),
        })
        .describe("With `cookie: true`: the session is set as an HttpOnly cookie and its token never shown."),
    ]),
  ),
);
export const SECOND_FACTOR_NEXT = component("SecondFactorNext", () =>
  z.object({
    success: z.literal(true),
    next: z.literal("second-factor"),
    pendingToken: z.string().describe("Send it with the code to POST /api/login/second-factor within 5 minutes."),
    message: z.string(),
  }),
);
export const SESSION = component("Session", () =>
  describing<{
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
      csrfToken: csrfToken(),
      enrolmentRequired: z.boolean().describe("True while the session may only add a second factor."),
    }),
  ),
);
