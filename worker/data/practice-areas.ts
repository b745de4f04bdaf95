import type { Database } from "@db/client";
import { practiceAreas } from "@db/schema";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import { countWhere, offsetOf, type Paged, type PageQuery, searchAny } from "./query";

export type PracticeArea = typeof practiceAreas.$inferSelect;

/** Visitors see published areas only; staff (a valid admin token) see every area. */
export interface Visibility {
  includeHidden: boolean;
}

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(practiceAreas.status, "published");

const editableOrder = [asc(practiceAreas.sortOrder), asc(practiceAreas.title), asc(practiceAreas.id)];

export async function listPracticeAreas(db: Database, query: PageQuery & Visibility): Promise<Paged<PracticeArea>> {
  const where = and(visible(query), searchAny(query.search, [practiceAreas.title, practiceAreas.description]));
  const [items, total] = await Promise.all([
    db
      .select()
      .from(practiceAreas)
      .where(where)
      .orderBy(...editableOrder)
      .limit(query.limit)
      .offset(offsetOf(query)),
    countWhere(db, practiceAreas, where),
  ]);
  return { items, total };
}

/** Featured, published areas in their editable order (the home page's four). */
export function listFeaturedPracticeAreas(db: Database): Promise<PracticeArea[]> {
  return db
    .select()
    .from(practiceAreas)
    .where(and(visible({ includeHidden: false }), eq(practiceAreas.featured, true)))
    .orderBy(...editableOrder);
}

export async function getPracticeAreaBySlug(db: Database, slug: string, visibility: Visibility) {
  const [row] = await db
    .select()
    .from(practiceAreas)
    .where(and(eq(practiceAreas.slug, slug), visible(visibility)))
    .limit(1);
  return row ?? null;
}

export async function getPracticeAreaById(db: Database, id: number, visibility: Visibility) {
  const [row] = await db
    .select()
    .from(practiceAreas)
    .where(and(eq(practiceAreas.id, id), visible(visibility)))
    .limit(1);
  return row ?? null;
}

/** Other published areas, for the detail page's related links. */
export function listRelatedPracticeAreas(db: Database, area: PracticeArea, limit = 4) {
  return db
    .select({ slug: practiceAreas.slug, title: practiceAreas.title, icon: practiceAreas.icon })
    .from(practiceAreas)
    .where(and(visible({ includeHidden: false }), ne(practiceAreas.id, area.id)))
    .orderBy(...editableOrder)
    .limit(limit);
}
