import type { Database } from "@db/client";
import { practiceAreas, questionnaireTemplates } from "@db/schema";
import type { QuestionnaireTemplateInput } from "@domain/schemas/questionnaire";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "./intake";

/**
 * The questionnaire templates of the practice areas: every save is a new version, and the newest
 * version of an area is the one sent. Old versions are kept for the questionnaires sent with them.
 */

export type QuestionnaireTemplate = typeof questionnaireTemplates.$inferSelect;

/** The newest version of an area's template, or null when the area has none. */
export async function latestTemplate(db: Database, practiceAreaId: number): Promise<QuestionnaireTemplate | null> {
  const [row] = await db
    .select()
    .from(questionnaireTemplates)
    .where(eq(questionnaireTemplates.practiceAreaId, practiceAreaId))
    .orderBy(desc(questionnaireTemplates.version))
    .limit(1);
  return row ?? null;
}

/** The newest version of the template of the area titled `title` (an enquiry names its area by title). */
export async function latestTemplateForArea(db: Database, title: string): Promise<QuestionnaireTemplate | null> {
  const [area] = await db
    .select({ id: practiceAreas.id })
    .from(practiceAreas)
    .where(eq(practiceAreas.title, title))
    .limit(1);
  return area ? latestTemplate(db, area.id) : null;
}

/** Every practice area with its newest template version (null: none yet), in the site's order. */
export async function listTemplates(db: Database) {
  const newest = db
    .select({
      areaId: questionnaireTemplates.practiceAreaId,
      version: sql<number>`max(${questionnaireTemplates.version})`.as("v"),
    })
    .from(questionnaireTemplates)
    .groupBy(questionnaireTemplates.practiceAreaId)
    .as("newest");
  const rows = await db
    .select({ areaId: practiceAreas.id, areaTitle: practiceAreas.title, template: questionnaireTemplates })
    .from(practiceAreas)
    .leftJoin(newest, eq(newest.areaId, practiceAreas.id))
    .leftJoin(
      questionnaireTemplates,
      and(
        eq(questionnaireTemplates.practiceAreaId, practiceAreas.id),
        eq(questionnaireTemplates.version, newest.version),
      ),
    )
    .orderBy(asc(practiceAreas.sortOrder), asc(practiceAreas.title));
  return rows.map(({ areaId, areaTitle, template }) => ({ practiceAreaId: areaId, practiceArea: areaTitle, template }));
}

/** Whether a practice area with this id exists. */
export async function practiceAreaExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: practiceAreas.id }).from(practiceAreas).where(eq(practiceAreas.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Saves a new version of an area's template. The version number is computed inside the insert and
 * unique per area, so two saves at once cannot both become the same version.
 */
export async function saveTemplate(
  db: Database,
  practiceAreaId: number,
  input: QuestionnaireTemplateInput,
  by: Actor | null,
): Promise<QuestionnaireTemplate> {
  const [row] = await db
    .insert(questionnaireTemplates)
    .values({
      practiceAreaId,
      version: sql`(SELECT coalesce(max(version), 0) + 1 FROM ${questionnaireTemplates} WHERE practice_area_id = ${practiceAreaId})`,
      title: input.title,
      intro: input.intro,
      questions: input.questions,
      savedById: by?.adminId ?? null,
      savedByName: by?.name ?? null,
    })
    .returning();
  if (!row) throw new Error("questionnaire template was not stored");
  return row;
}
