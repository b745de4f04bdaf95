import type { Database } from "@db/client";
import { practiceAreas } from "@db/schema";
import type { PracticeArea } from "@domain/rows";
import type { PracticeAreaInput } from "@domain/schemas/practice-area";
import { seoColumnsOf } from "@domain/schemas/seo-fields";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import { saveVersioned } from "./edit-version";
import { firstOf, type Paged, type PageQuery, pageOf, searchAny, type Visibility } from "./query";
import { richTextColumns } from "./rich-text";
import { deleteWithRedirects, keepOldSlug } from "./slug-redirects";
import { notFound, type SlugTable, type WriteOutcome, writeWithSlug } from "./writes";

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(practiceAreas.status, "published");

const editableOrder = [asc(practiceAreas.sortOrder), asc(practiceAreas.title), asc(practiceAreas.id)];

export async function listPracticeAreas(db: Database, query: PageQuery & Visibility): Promise<Paged<PracticeArea>> {
  const where = and(visible(query), searchAny(query.search, [practiceAreas.title, practiceAreas.description]));
  return pageOf(db, practiceAreas, where, editableOrder, query);
}

/** The published areas' slugs and titles in their editable order (what an enquiry may name). */
export function publishedAreaNames(db: Database): Promise<{ slug: string; title: string }[]> {
  return db
    .select({ slug: practiceAreas.slug, title: practiceAreas.title })
    .from(practiceAreas)
    .where(visible({ includeHidden: false }))
    .orderBy(...editableOrder);
}

/** Featured, published areas in their editable order (the home page's four). */
export function listFeaturedPracticeAreas(db: Database, visibility: Visibility = { includeHidden: false }) {
  return db
    .select()
    .from(practiceAreas)
    .where(and(visible(visibility), eq(practiceAreas.featured, true)))
    .orderBy(...editableOrder);
}

export async function getPracticeAreaBySlug(db: Database, slug: string, visibility: Visibility) {
  return firstOf(db, practiceAreas, and(eq(practiceAreas.slug, slug), visible(visibility)));
}

export async function getPracticeAreaById(db: Database, id: number, visibility: Visibility) {
  return firstOf(db, practiceAreas, and(eq(practiceAreas.id, id), visible(visibility)));
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

const areaSlugs: SlugTable = {
  table: practiceAreas,
  fallback: "practice-area",
  kind: "practice-area",
};

function storedFields({ slug: _slug, heroImage, overviewHtml, ...rest }: PracticeAreaInput) {
  const overview = richTextColumns(overviewHtml, rest.longDescription);
  return {
    ...rest,
    heroImage: heroImage ?? null,
    longDescription: overview.text ?? "",
    overviewHtml: overview.html,
    ...seoColumnsOf(rest),
  };
}

export function createPracticeArea(db: Database, input: PracticeAreaInput): Promise<WriteOutcome<PracticeArea>> {
  return writeWithSlug(db, areaSlugs, input, async (slug) => {
    const [row] = await db
      .insert(practiceAreas)
      .values({ ...storedFields(input), slug })
      .returning();
    return row;
  });
}

/**
 * A full update. Without a slug the area keeps its own (its address stays stable when the title changes).
 * With `expected` (the version the editor opened) it writes only if no one saved since: else not_found.
 */
export async function updatePracticeArea(
  db: Database,
  id: number,
  input: PracticeAreaInput,
  expected?: string,
): Promise<WriteOutcome<PracticeArea>> {
  const current = await getPracticeAreaById(db, id, { includeHidden: true });
  if (!current) return notFound;
  const outcome = await writeWithSlug(db, areaSlugs, { ...input, current }, (slug) =>
    saveVersioned(db, practiceAreas, id, { ...storedFields(input), slug }, expected),
  );
  // Links to an area readers could see must keep working; a draft's slug was never shared.
  return keepOldSlug(db, "practice-area", id, { slug: current.slug, public: current.status === "published" }, outcome);
}

/** True when an area was deleted, false when there was none with that id. */
export async function deletePracticeArea(db: Database, id: number): Promise<boolean> {
  const deleting = db.delete(practiceAreas).where(eq(practiceAreas.id, id)).returning({ id: practiceAreas.id });
  return deleteWithRedirects(db, "practice-area", id, deleting);
}
