import { sql } from "drizzle-orm";
import { practiceAreas, questionnaireTemplates } from "../../schema";
import { nowIso } from "../../schema/columns";
import { DEMO_QUESTIONNAIRES, QUESTIONNAIRE_INTRO } from "../content/questionnaires";
import type { SeedStep } from "../step";

/**
 * A questionnaire for every demo practice area (issue 41), once, as version 1. Only for an area
 * that still exists and has no template yet: an area staff deleted or already wrote one for keeps
 * what they made.
 */
export const questionnaireTemplatesStep: SeedStep = {
  name: "questionnaire-templates",
  statements: ({ db }) =>
    DEMO_QUESTIONNAIRES.map(({ slug, title, questions }) =>
      // INSERT … SELECT lists every column in the table's order (id: a new one; nobody saved it).
      db.insert(questionnaireTemplates).select(
        sql`SELECT NULL, ${practiceAreas.id}, 1, ${title}, ${QUESTIONNAIRE_INTRO}, ${JSON.stringify(questions)}, NULL, NULL, ${nowIso}
          FROM ${practiceAreas}
          WHERE ${practiceAreas.slug} = ${slug}
            AND NOT EXISTS (SELECT 1 FROM ${questionnaireTemplates} q WHERE q.practice_area_id = ${practiceAreas.id})`,
      ),
    ),
};
