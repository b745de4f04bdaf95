import { ENTITY_NAMES } from "@domain/messages";
import { questionnaireTemplateSchema } from "@domain/schemas/questionnaire";
import { latestTemplate, listTemplates, practiceAreaExists, saveTemplate } from "@worker/data/questionnaire-templates";
import { QUESTIONNAIRE_TEMPLATE, QUESTIONNAIRE_TEMPLATE_LIST } from "../answers/questionnaires";
import { areaTemplateRoutes } from "../area-templates";

/** /api/questionnaire-templates/{practice area id}: the staff's questionnaire templates; a save adds a version. */
export const questionnaireTemplatesRoutes = areaTemplateRoutes({
  // The log shows the area's newest version before and after a save.
  resource: {
    entity: "questionnaire_template",
    publicContent: false,
    read: async (db, id) => {
      const row = await latestTemplate(db, Number(id));
      return row && { version: row.version, title: row.title, questions: row.questions.length };
    },
  },
  tag: "Questionnaires",
  what: ENTITY_NAMES.questionnaireTemplate,
  summaries: {
    list: "Every practice area with its questionnaire's newest version (null: none yet)",
    read: "The newest version of a practice area's questionnaire (by the area's id)",
    save: "Save the area's questionnaire as a new version (questionnaires already sent keep theirs)",
  },
  answers: { list: QUESTIONNAIRE_TEMPLATE_LIST, item: QUESTIONNAIRE_TEMPLATE },
  input: questionnaireTemplateSchema,
  list: listTemplates,
  read: latestTemplate,
  save: async (db, areaId, input, by) =>
    (await practiceAreaExists(db, areaId)) ? saveTemplate(db, areaId, input, by) : null,
  savedStatus: 201,
});
