import { questionnaireTemplates } from "@db/schema";
import { QUESTIONNAIRE_STATES } from "@domain/questionnaire";
import { questionnaireTemplateFields, questionSchema } from "@domain/schemas/questionnaire";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { storedObject } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What the questionnaire routes answer, built when the document is. */

const template = () =>
  storedObject(questionnaireTemplateFields, questionnaireTemplates, {
    questions: z.array(questionSchema),
    version: z
      .int()
      .min(1)
      .describe("1 for the first save; each save adds one. A sent questionnaire keeps its version."),
  });

export const QUESTIONNAIRE_TEMPLATE = component("QuestionnaireTemplate", template);

export const QUESTIONNAIRE_TEMPLATE_LIST = component("QuestionnaireTemplateList", () =>
  z.array(
    z.object({
      practiceAreaId: z.int().min(1),
      practiceArea: z.string(),
      template: template().nullable().describe("The newest version; null while the area has none."),
    }),
  ),
);

export const QUESTIONNAIRE_SENT = component("QuestionnaireSent", () =>
  z.object({
    id: z.int().min(1),
    status: z.enum(QUESTIONNAIRE_STATES),
    templateVersion: z.int().min(1),
    sentAt: isoTime,
    expiresAt: isoTime,
  }),
);
