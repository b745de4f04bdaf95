import type { Database } from "@db/client";
import {
  MARK_CLOSE,
  MARK_OPEN,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  SEARCH_PATHS,
  type SearchKind,
  type SiteSearchResults,
} from "@domain/search";
import type { SynonymRule } from "@domain/search-synonyms";
import { and, count, type SQL, sql } from "drizzle-orm";
import { inSiteKind, siteIndexBase, siteMatch } from "./full-text";
import { SITE_SOURCES } from "./site-sources";

/**
 * The ranking, as FTS5's `rank` for one query: bm25 over search_index's columns (kind, ref, title,
 * summary, body, keywords, author); a word in the title counts ten times one in the body; tags,
 * features and specialties five times. Ordered by `rank`, FTS5 sorts inside the index and hands back
 * the best rows first, so the snippets are made for the rows shown only.
 */
const RANK = "bm25(0, 0, 10.0, 4.0, 1.0, 5.0, 0)";
/** Words of context around the matches in a snippet. */
const SNIPPET_TOKENS = 24;

const INDEX = sql`search_index`;

/**
 * Where ranking starts for a word most entries hold: bm25 scores the newest SEARCH_LIMITS.candidates
 * matches of the kind (an item's rowid grows as items are made), so one common word costs the same
 * at 10,000 articles as at 1,000; rarer words are ranked over every match.
 */
const candidatesFrom = (kind: SearchKind, match: string) =>
  sql`coalesce((SELECT rowid FROM search_index WHERE search_index MATCH ${match} AND ${inSiteKind(kind)} ORDER BY rowid DESC LIMIT 1 OFFSET ${SEARCH_LIMITS.candidates - 1}), ${siteIndexBase(kind)})`;

const matched = (kind: SearchKind, match: string, from?: SQL) =>
  and(sql`search_index MATCH ${match}`, inSiteKind(kind, from), SITE_SOURCES[kind].visible());

/** The best `limit` entries of one kind, with their marked title and snippet. */
function hitsOf(db: Database, kind: SearchKind, match: string, limit: number) {
  const { table, on, slug } = SITE_SOURCES[kind];
  return db
    .select({
      slug,
      title: sql<string>`search_index.title`,
      titleMarked: sql<string>`highlight(search_index, 2, ${MARK_OPEN}, ${MARK_CLOSE})`,
      snippet: sql<string>`snippet(search_index, -1, ${MARK_OPEN}, ${MARK_CLOSE}, '…', ${SNIPPET_TOKENS})`,
    })
    .from(INDEX)
    .innerJoin(table, on("search_index"))
    .where(and(matched(kind, match, candidatesFrom(kind, match)), sql`search_index.rank MATCH ${RANK}`))
    .orderBy(sql`search_index.rank`)
    .limit(limit);
}

/** How many entries of one kind match, counted up to SEARCH_LIMITS.counted + 1 (one more says "more"). */
function totalOf(db: Database, kind: SearchKind, match: string) {
  const { table, on } = SITE_SOURCES[kind];
  const upTo = db
    .select({ one: sql`1` })
    .from(INDEX)
    .innerJoin(table, on("search_index"))
    .where(matched(kind, match))
    .limit(SEARCH_LIMITS.counted + 1);
  return db.select({ total: count() }).from(upTo.as("up_to"));
}

/**
 * The public site's search: published practice areas, active attorneys and public articles whose
 * title, summary, text or keywords hold every typed word (stemmed, accents folded, the last word
 * also as a prefix), best first by bm25, up to `limit` of each kind with its total (counted up to
 * SEARCH_LIMITS.counted). Words a synonym rule names also match its alternatives. One round trip.
 * Null when the text holds nothing to search for.
 */
export async function searchSite(
  db: Database,
  text: string,
  limit: number,
  synonyms: readonly SynonymRule[] = [],
): Promise<SiteSearchResults | null> {
  const match = siteMatch(text, "public", synonyms);
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
      const total = counted?.total ?? 0;
      return [
        kind,
        {
          total: Math.min(total, SEARCH_LIMITS.counted),
          more: total > SEARCH_LIMITS.counted,
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
