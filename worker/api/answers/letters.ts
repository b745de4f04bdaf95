import { ENGAGEMENT_LETTER_STATES, type StaffEngagementLetter } from "@domain/engagement-letter";
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

export const ENGAGEMENT_LETTER = component("EngagementLetter", () =>
  describing<StaffEngagementLetter>()(
    z.object({
      id: z.int().min(1),
      contactId: z.int().min(1),
      state: z.enum(ENGAGEMENT_LETTER_STATES),
      practiceArea: z.string(),
      responsibleAttorney: z.string().describe("The assigned attorney's name, as the letter names them."),
      scope: z.string(),
      feeTerms: z.string(),
      body: z.string().meta({ format: "html", description: "The template as staff edit it, merge fields unfilled." }),
      html: z.string().meta({
        format: "html",
        description: "The letter filled: what the client reads and signs (frozen when sent).",
      }),
      createdAt: isoTime,
      sentAt: isoTime.nullable(),
      withdrawnAt: isoTime.nullable(),
      signedAt: isoTime.nullable(),
      expiresAt: isoTime.nullable().describe("When the signing link stops working (null before sending)."),
      signerName: z.string().nullable().describe("The name the client typed to sign."),
      signerAddress: z.string().nullable(),
      signerUserAgent: z.string().nullable(),
      documentHash: z
        .string()
        .nullable()
        .describe("SHA-256 (hex) of the letter's HTML exactly as the client was shown it."),
      consentVersion: z.int().nullable().describe("The version of the ESIGN consent the client accepted."),
      hasPdf: z.boolean().describe("The signed PDF can be downloaded (GET …/{id}/pdf)."),
    }),
  ),
);
