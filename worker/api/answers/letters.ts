import { RICH_TEXT_MAX } from "@domain/schemas/rich-text-field";
import type { LetterTemplate } from "@worker/data/letter-templates";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What the engagement-letter routes answer (issue 41), built when the document is. */

export const LETTER_TEMPLATE = component("LetterTemplate", () =>
  describing<LetterTemplate>()(
    z.object({
      practiceAreaId: z.int().min(1),
      practiceArea: z.string().describe("The practice area's title."),
      body: z.string().max(RICH_TEXT_MAX).nullable().meta({
        format: "html",
        description: "Sanitised HTML with merge fields such as {{client_name}}; null while the area has no template.",
      }),
      updatedAt: isoTime.nullable(),
    }),
  ),
);
