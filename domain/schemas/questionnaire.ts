import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { CHOICE_TYPES, QUESTIONNAIRE_LIMITS as L, QUESTION_TYPES, TEMPLATE_MESSAGES as T } from "../questionnaire";
import { optionalText, requiredText } from "./fields";

/** A question of a template, as staff save it; the choices' rules depend on its type. */
export const questionSchema = z
  .object({
    id: z
      .string(T.questionId)
      .trim()
      .regex(new RegExp(`^[a-z0-9](?:[a-z0-9-]{0,${L.idLength - 1}})$`), T.questionId),
    type: z.enum(QUESTION_TYPES, FIELD_MESSAGES.choice("Question type")),
    label: requiredText("Question", L.label),
    help: optionalText("Help text", L.help).transform((v) => v ?? ""),
    required: z.boolean(FIELD_MESSAGES.yesNo("Required")).default(false),
    choices: z
      .array(requiredText("Choice", L.choice), FIELD_MESSAGES.tooMany("Choices", L.choices))
      .max(L.choices, FIELD_MESSAGES.tooMany("Choices", L.choices))
      .default([]),
  })
  .superRefine((question, ctx) => {
    const isChoice = CHOICE_TYPES.includes(question.type);
    if (isChoice && question.choices.length < 2)
      ctx.addIssue({ code: "custom", path: ["choices"], message: T.choicesNeeded });
    if (!isChoice && question.choices.length > 0)
      ctx.addIssue({ code: "custom", path: ["choices"], message: T.choicesNotAllowed });
    const seen = new Set<string>();
    for (const choice of question.choices) {
      if (seen.has(choice)) ctx.addIssue({ code: "custom", path: ["choices"], message: T.duplicateChoice(choice) });
      seen.add(choice);
    }
  });

/** A template's fields, before the rule across its questions (the API description extends this). */
export const questionnaireTemplateFields = z.object({
  title: requiredText("Title", L.title),
  intro: optionalText("Introduction", L.intro).transform((v) => v ?? ""),
  questions: z.array(questionSchema, T.noQuestions).min(1, T.noQuestions).max(L.questions, T.tooManyQuestions),
});

/** PUT /api/questionnaire-templates/{areaId}: a new version of an area's template; question keys differ. */
export const questionnaireTemplateSchema = questionnaireTemplateFields.superRefine((template, ctx) => {
  const seen = new Set<string>();
  template.questions.forEach((question, index) => {
    if (seen.has(question.id))
      ctx.addIssue({ code: "custom", path: ["questions", index, "id"], message: T.duplicateId(question.id) });
    seen.add(question.id);
  });
});
export type QuestionnaireTemplateInput = z.infer<typeof questionnaireTemplateSchema>;
