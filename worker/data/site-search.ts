import type { Database } from "@db/client";
import { blogPosts, practiceAreas, teamMembers } from "@db/schema";
import {
  MARK_CLOSE,
  MARK_OPEN,
  SEARCH_KINDS,
  SEARCH_PATHS,
  type SearchKind,
  type SiteSearchResults,
} from "@domain/search";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { publiclyVisible } from "./blog-schedule";
import { siteMatch } from "./full-text";

/**
 * bm25 weights of search_index's columns (kind, ref, title, summary, body, keywords, author): a word in the
 * title counts ten times one in the body; tags, features and specialties five times.
 */
const RANK = sql.raw("bm25(search_index, 0, 0, 10.0, 4.0, 1.0, 5.0, 0)");
/** Words of context around the matches in a snippet. */
const SNIPPET_TOKENS = 24;

/** How each kind joins its table, names its page and says whether the public may see it. */
const SOURCES: Record<SearchKind, { table: SQLiteTable; on: SQL; slug: SQL<string>; visible: SQL }> = {
  "practice-area": {
    table: practiceAreas,
    on: sql`${practiceAreas.id} = search_index.ref`,
    slug: sql<string>`${practiceAreas.slug}`,
    visible: eq(practiceAreas.status, "published"),
  },
  attorney: {
    table: teamMembers,
    on: sql`${teamMembers.id} = search_index.ref`,
    slug: sql<string>`${teamMembers.id}`,
    visible: eq(teamMembers.status, "active"),
  },
  article: {
    table: blogPosts,
    on: sql`${blogPosts.id} = search_index.ref`,
    slug: sql<string>`${blogPosts.slug}`,
    visible: publiclyVisible,
  },
};

const INDEX = sql`search_index`;

const matched = (kind: SearchKind, match: string) =>
  sql`search_index MATCH ${match} AND search_index.kind = ${kind} AND ${SOURCES[kind].visible}`;

function hitsOf(db: Database, kind: SearchKind, match: string, limit: number) {
  const { table, on, slug } = SOURCES[kind];
  return db
    .select({
      slug,
      title: sql<string>`search_index.title`,
      titleMarked: sql<string>`highlight(search_index, 2, ${MARK_OPEN}, ${MARK_CLOSE})`,
      snippet: sql<string>`snippet(search_index, -1, ${MARK_OPEN}, ${MARK_CLOSE}, '…', ${SNIPPET_TOKENS})`,
    })
    .from(INDEX)
    .innerJoin(table, on)
    .where(matched(kind, match))
    .orderBy(RANK, sql`search_index.rowid`)
    .limit(limit);
}

function totalOf(db: Database, kind: SearchKind, match: string) {
  const { table, on } = SOURCES[kind];
  return db.select({ total: count() }).from(INDEX).innerJoin(table, on).where(matched(kind, match));
}

/**
 * The public site's search: published practice areas, active attorneys and public articles whose
 * title, summary, text or keywords hold every typed word (stemmed, accents folded, the last word
 * also as a prefix), best first by bm25, up to `limit` of each kind with its total. One round trip.
 * Null when the text holds nothing to search for.
 */
export async function searchSite(db: Database, text: string, limit: number): Promise<SiteSearchResults | null> {
  const match = siteMatch(text, "public");
  if (!match) return null;
  const [pa, at, ar, paTotal, atTotal, arTotal] = await db.batch([
    hitsOf(db, "practice-area", match, limit),
    hitsOf(db, "attorney", match, limit),
    hitsOf(db, "article", match, limit),
    totalOf(db, "practice-area", match),
    totalOf(db, "attorney", match),
    totalOf(db, "article", match),
  ]);
  const rows = { "practice-area": [pa, paTotal], attorney: [at, atTotal], article: [ar, arTotal] } as const;
  return Object.fromEntries(
    SEARCH_KINDS.map((kind) => {
      const [hits, [counted]] = rows[kind];
      return [
        kind,
        {
          total: counted?.total ?? 0,
          hits: hits.map((row) => ({
            kind,
            url: SEARCH_PATHS[kind](row.slug),
            title: row.title,
            marked: { title: row.titleMarked, snippet: row.snippet },
          })),
        },
      ];
    }),
  ) as SiteSearchResults;
}
