import { TURNSTILE_HEADER, TURNSTILE_TOKEN_MAX } from "@domain/turnstile";
import { z } from "zod";
import type { ErrorBody } from "../../errors";
import { describing } from "../generator/derived";
import { json, ref } from "../generator/schemas";

/** DESIGN §4's error body, and the error answers many routes share. */
export const errorBody = describing<ErrorBody>()(
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe("Messages per field, e.g. title or faqs.0.answer; `_` for the body itself."),
    }),
  }),
);

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;
export type Errors = Partial<Record<ErrorStatus, string>>;

/** The error body, for the given status; a 429 also says when to retry. */
export function error(status: ErrorStatus, description: string) {
  const retry = { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 1 } } };
  return { description, ...(status === 429 ? { headers: retry } : {}), content: json(ref("Error")) };
}

export const BODY_ERRORS: Errors = {
  400: "Malformed JSON or failed validation (messages per field).",
  413: "Body over 64 KB.",
  415: "Body not sent as application/json.",
};
export const THROTTLED: Errors = { 429: "Too many requests from this client lately." };
/** Every route behind the API's body cap refuses a request whose body is over 64 KB, even a GET's. */
export const CAPPED: Errors = { 413: "A request body over 64 KB (the API caps every request's body)." };
/** Public forms and sign-in while Turnstile is on (a secret is configured). */
export const HUMAN_CHECKED: Errors = {
  403: `Turnstile is on and the ${TURNSTILE_HEADER} header's token is missing or refused.`,
};
/** The header those routes read the Turnstile token from. */
export const humanCheckHeader = {
  name: TURNSTILE_HEADER,
  in: "header",
  description: "The Turnstile widget's token; needed only while Turnstile is on.",
  schema: { type: "string", maxLength: TURNSTILE_TOKEN_MAX },
};
