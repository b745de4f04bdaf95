import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { EMAIL_MAX, HONEYPOT_FIELD } from "./limits";

export { EMAIL_MAX, HONEYPOT_FIELD };

/** Field builders shared by every schema, so one rule (trim, limit, message) reads the same everywhere. */

/** Blank text and null read as absent. */
export const blankToUndefined = (v: unknown) =>
  (typeof v === "string" && v.trim() === "") || v === null ? undefined : v;

/** A required text: trimmed, at least one character, at most `max`. */
export const requiredText = (label: string, max: number) =>
  z
    .string(FIELD_MESSAGES.required(label))
    .trim()
    .min(1, FIELD_MESSAGES.required(label))
    .max(max, FIELD_MESSAGES.tooLong(label, max));

/** Where a video consultation is joined: blank (or null) is none, else an https:// address of at most 500. */
export const optionalMeetingLink = (label: string) =>
  z.preprocess(
    (v) => ((typeof v === "string" && v.trim() === "") || v === undefined ? null : v),
    z
      .string(FIELD_MESSAGES.secureAddress(label))
      .trim()
      .max(500, FIELD_MESSAGES.tooLong(label, 500))
      .refine((v) => /^https:\/\/[^\s<>"'\\]+$/i.test(v) && URL.canParse(v), FIELD_MESSAGES.secureAddress(label))
      .nullable(),
  );

/** An optional text: blank becomes undefined. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v),
    z.string().trim().max(max, FIELD_MESSAGES.tooLong(label, max)).optional(),
  );

export const requiredEmail = (label = "Email") =>
  z
    .string(FIELD_MESSAGES.required(label))
    .trim()
    .min(1, FIELD_MESSAGES.required(label))
    .max(EMAIL_MAX, FIELD_MESSAGES.tooLong(label, EMAIL_MAX))
    // The API description's input side reads this (the pipe's own format is on its output side).
    .meta({ format: "email" })
    .pipe(z.email(FIELD_MESSAGES.email));

export const optionalEmail = (label = "Email") =>
  z.preprocess(
    (v) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v),
    requiredEmail(label).optional(),
  );

/** A value from one of the fixed lists; blank becomes undefined. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(values, FIELD_MESSAGES.choice(label)).optional(),
  );

/**
 * A field real people leave empty and form-filling bots do not: hidden from people and assistive
 * technology. A submission that fills it is accepted but silently discarded.
 */
export const honeypot = z.string().max(500).optional();

/** A yes/no flag: a JSON boolean, or "true"/"on"/"false" from a form; absent means false. */
export const flag = (label: string) =>
  z.preprocess(
    (v) => (v === "true" || v === "on" ? true : v === "false" || v === "" || v === null ? false : v),
    z.boolean(FIELD_MESSAGES.yesNo(label)).default(false),
  );

/** A whole number in a range; form text is converted, absent or blank means the default. */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  fallback: number,
  message = FIELD_MESSAGES.wholeNumber(label, min, max),
) => {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : blankToUndefined(v)),
    z.number(message).int(message).min(min, message).max(max, message).default(fallback),
  );
};

const IMAGE_MAX = 500;
/** A file the site serves: an upload (/media/…) or one shipped with it (/images/…); no "..", no query. */
const SITE_IMAGE = /^\/(?:media|images)\/(?!.*\.\.)[\w.\-/]+$/;
const UPLOADED_IMAGE = /^\/media\//;

/**
 * The one image-address rule: a file the site serves, or (unless only uploads are allowed) an https
 * address. Never javascript:, data:, plain http or a protocol-relative URL.
 */
export function isImageAddress(value: string, only?: "uploads"): boolean {
  if (only === "uploads") return SITE_IMAGE.test(value) && UPLOADED_IMAGE.test(value);
  return SITE_IMAGE.test(value) || (URL.canParse(value) && new URL(value).protocol === "https:");
}

/** An optional image address; blank is absent. */
export const optionalImage = (label: string, max = IMAGE_MAX) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, FIELD_MESSAGES.tooLong(label, max))
      .refine((v) => isImageAddress(v), FIELD_MESSAGES.imageAddress(label))
      .optional(),
  );

/** No line breaks: values that may end up in an email header (a name, a subject) refuse them. */
const LINE_BREAK = /[\r\n]/;

/** A required one-line text: `requiredText` that refuses CR/LF. */
export const requiredLine = (label: string, max: number) =>
  requiredText(label, max).refine((v) => !LINE_BREAK.test(v), FIELD_MESSAGES.singleLine(label));

/** An optional one-line text: `optionalText` that refuses CR/LF. */
export const optionalLine = (label: string, max: number) =>
  optionalText(label, max).refine((v) => v === undefined || !LINE_BREAK.test(v), FIELD_MESSAGES.singleLine(label));

/** A box that must be ticked: true, or a form's "on"/"true". */
export const requiredTick = (message: string) =>
  z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, message));
