import { z } from "zod";
import { LETTER_TERMS_MAX, SIGNER_NAME_MAX } from "../engagement-letter";
import { LETTER_MESSAGES } from "../letter-messages";
import { FIELD_MESSAGES } from "../messages";
import { requiredLine, requiredTick } from "./fields";
import { letterBodyField } from "./letter-template";

/** POST /api/engagement-letters: prepare a draft for an enquiry from its area's template. */
export const letterPrepareSchema = z.object({
  contactId: z.int(FIELD_MESSAGES.required("Enquiry")).min(1).max(2_147_483_647),
});

const terms = (label: string) =>
  z
    .string(FIELD_MESSAGES.required(label))
    .trim()
    .max(LETTER_TERMS_MAX, FIELD_MESSAGES.tooLong(label, LETTER_TERMS_MAX));

/** PUT /api/engagement-letters/{id}: a draft's scope, fee terms and body (the template, merge fields unfilled). */
export const letterDraftSchema = z.object({
  scope: terms("Scope"),
  feeTerms: terms("Fee terms"),
  body: letterBodyField.meta({
    format: "html",
    description: "The letter as HTML with merge fields, sanitised before it is stored.",
  }),
});
export type LetterDraftInput = z.infer<typeof letterDraftSchema>;

/** The client's signing form (/sign/:token): consent ticked, a typed full name. */
export const letterSignSchema = z.object({
  consent: requiredTick(LETTER_MESSAGES.consentRequired),
  typedName: requiredLine("Full name", SIGNER_NAME_MAX),
});

/** GET /api/engagement-letters?contact=ID: one enquiry's letters. */
export const letterListQuerySchema = z.object({
  contact: z.coerce
    .number(FIELD_MESSAGES.required("Enquiry"))
    .int(FIELD_MESSAGES.required("Enquiry"))
    .min(1, FIELD_MESSAGES.required("Enquiry"))
    .max(2_147_483_647, FIELD_MESSAGES.required("Enquiry")),
});
