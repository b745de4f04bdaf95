import { letterTemplates } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { letterTemplateSchema } from "@domain/schemas/letter-template";
import { getLetterTemplate, listLetterTemplates, saveLetterTemplate } from "@worker/data/letter-templates";
import { LETTER_TEMPLATE } from "../answers/letters";
import { areaTemplateRoutes } from "../area-templates";
import { arrayOf } from "../openapi/generator/schemas";

/** /api/letter-templates: the engagement letters' templates, one per practice area, replaced on each save. */
export const letterTemplatesRoutes = areaTemplateRoutes({
  resource: {
    entity: "letter_template",
    publicContent: false,
    table: letterTemplates,
    idColumn: letterTemplates.practiceAreaId,
  },
  tag: "Engagement letters",
  what: ENTITY_NAMES.practiceArea,
  summaries: {
    list: "Every practice area with its engagement-letter template (null where it has none)",
    read: "One practice area's template (the id is the practice area's)",
    save: "Save the area's template, replacing the one it had; unknown merge fields are refused",
  },
  answers: { list: arrayOf(LETTER_TEMPLATE), item: LETTER_TEMPLATE },
  input: letterTemplateSchema,
  list: listLetterTemplates,
  read: getLetterTemplate,
  save: (db, areaId, input, by) => saveLetterTemplate(db, areaId, input.body, by.adminId),
  savedStatus: 200,
});
