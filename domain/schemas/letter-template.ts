import { z } from "zod";
import { unknownMergeFields } from "../letter-merge";
import { LETTER_MESSAGES } from "../letter-messages";
import { FIELD_MESSAGES } from "../messages";
import { RICH_TEXT_MAX } from "./rich-text-field";

/** A letter's HTML with merge fields unfilled: a template's, or a draft's before it is sent. */
export const letterBodyField = z
  .string(FIELD_MESSAGES.required("Letter"))
  .trim()
  .min(1, LETTER_MESSAGES.templateRequired)
  .max(RICH_TEXT_MAX, FIELD_MESSAGES.tooLong("Letter", RICH_TEXT_MAX))
  .superRefine((body, ctx) => {
    const unknown = unknownMergeFields(body);
    if (unknown.length > 0) ctx.addIssue({ code: "custom", message: LETTER_MESSAGES.unknownFields(unknown) });
  });

/** PUT /api/letter-templates/{practiceAreaId}: the letter as HTML, sanitised before it is stored. */
export const letterTemplateSchema = z.object({
  body: letterBodyField.meta({
    format: "html",
    description: `The letter as HTML, at most ${RICH_TEXT_MAX.toLocaleString("en-US")} characters, sanitised before it is stored (as articles are). Merge fields are written {{client_name}}, {{practice_area}}, {{responsible_attorney}}, {{scope}}, {{fee_terms}}, {{date}}; any other {{…}} is refused.`,
  }),
});

export type LetterTemplateInput = z.infer<typeof letterTemplateSchema>;
