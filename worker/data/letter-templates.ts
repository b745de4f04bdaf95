import type { Database } from "@db/client";
import { letterTemplates, practiceAreas } from "@db/schema";
import { sanitizeHtml } from "@domain/sanitize";
import { asc, eq } from "drizzle-orm";
import { now } from "../clock";

/** A practice area's engagement-letter template as staff read it; `body` null while the area has none. */
export interface LetterTemplate {
  practiceAreaId: number;
  practiceArea: string;
  body: string | null;
  updatedAt: string | null;
}

const templateOfArea = (db: Database) =>
  db
    .select({
      practiceAreaId: practiceAreas.id,
      practiceArea: practiceAreas.title,
      body: letterTemplates.body,
      updatedAt: letterTemplates.updatedAt,
    })
    .from(practiceAreas)
    .leftJoin(letterTemplates, eq(letterTemplates.practiceAreaId, practiceAreas.id));

/** Every practice area (drafts too: a letter may be ready before the page) with its template, in the site's order. */
export const listLetterTemplates = (db: Database): Promise<LetterTemplate[]> =>
  templateOfArea(db).orderBy(asc(practiceAreas.sortOrder), asc(practiceAreas.title));

export async function getLetterTemplate(db: Database, practiceAreaId: number): Promise<LetterTemplate | null> {
  const [row] = await templateOfArea(db).where(eq(practiceAreas.id, practiceAreaId)).limit(1);
  return row ?? null;
}

/**
 * Stores an area's template (sanitised as articles are), replacing the one it had. Answers the saved
 * template, or null for an unknown area.
 */
export async function saveLetterTemplate(
  db: Database,
  practiceAreaId: number,
  body: string,
  updatedById: number | null,
): Promise<LetterTemplate | null> {
  const [area] = await db
    .select({ id: practiceAreas.id })
    .from(practiceAreas)
    .where(eq(practiceAreas.id, practiceAreaId))
    .limit(1);
  if (!area) return null;
  const row = { body: sanitizeHtml(body), updatedById, updatedAt: now().toISOString() };
  await db
    .insert(letterTemplates)
    .values({ practiceAreaId, ...row })
    .onConflictDoUpdate({ target: letterTemplates.practiceAreaId, set: row });
  return getLetterTemplate(db, practiceAreaId);
}
