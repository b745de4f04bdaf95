import type { Database } from "@db/client";
import { SITE_INDEX_BASE, SITE_INDEX_SPAN } from "@db/search-index";
import { ftsQuery, SEARCH_LIMITS, type SearchKind } from "@domain/search";
import type { SynonymRule } from "@domain/search-synonyms";
import { type AnyColumn, and, count, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Total } from "./keyset";

/**
 * The back office's full-text indexes (migrations/0011_site_search.sql): one per growing list, each
 * kept in step with its table by triggers, its rowid the row's id.
 */
export type ListIndex =
  | "contacts_search"
  | "newsletter_subscribers_search"
  | "testimonials_search"
  | "audit_log_search";

/** Search text present but nothing in it to search for (only punctuation, emoji): nothing matches. */
const NOTHING: SQL = sql`0`;

/**
 * Rows of a staff list whose index entry matches every typed word (each also as a prefix: part of a
 * name or an address finds it). Undefined when there is no search text. Replaces the old "contains"
 * scan, which read every row.
 */
export function matchingList(id: AnyColumn, index: ListIndex, term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const query = ftsQuery(text, "every");
  if (!query) return NOTHING;
  return sql`${id} IN (SELECT rowid FROM ${sql.identifier(index)} WHERE ${sql.identifier(index)} MATCH ${query})`;
}

/**
 * A search's matches are counted up to this (one past it means "more"): a staff list says "more than
 * 1,000 items" beyond it (decision 026). It is also where the plan turns: a search matching more rows
 * walks the list's newest-first index, testing each row against the matches, as a page's worth turns
 * up soon; fewer matches are read by id and sorted.
 */
const COUNTED = SEARCH_LIMITS.listCounted;

/**
 * A staff list's condition: its other `filters` and its search, planned by the search's size; and,
 * with a search, the list's total, counted up to COUNTED. SQLite cannot know how many rows a search
 * matches: read by id and sorted, a word thousands of rows hold ("gmail") costs every match; walked
 * along the date index, a rare one costs every row. So the index counts the matches first (cheap: no
 * row is read, and it stops one past COUNTED), and the condition says which way to go (a unary +
 * keeps SQLite off the id lookup). That count is the total when the search is the only filter; with
 * other filters the rows are counted, as far as one past COUNTED. No total without a search: the
 * list counts its own way.
 */
export async function plannedListSearch(
  db: Database,
  table: SQLiteTable,
  id: AnyColumn,
  index: ListIndex,
  term: string | undefined,
  filters: SQL | undefined,
): Promise<{ where: SQL | undefined; total: Total | undefined }> {
  const text = term?.trim();
  if (!text) return { where: filters, total: undefined };
  const query = ftsQuery(text, "every");
  if (!query) return { where: and(filters, NOTHING), total: { count: 0 } };
  const fts = sql.identifier(index);
  const [counted] = await db.all<{ matches: number }>(
    sql`SELECT count(*) AS matches FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ${query} LIMIT ${COUNTED + 1})`,
  );
  const matches = counted?.matches ?? 0;
  const ids = sql`(SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${query})`;
  const where = and(filters, matches > COUNTED ? sql`+${id} IN ${ids}` : sql`${id} IN ${ids}`);
  if (!filters) return { where, total: { count: matches, upTo: COUNTED } };
  const rows = db
    .select({ hit: sql`1`.as("hit") })
    .from(table)
    .where(where)
    .limit(COUNTED + 1)
    .as("hits");
  return { where, total: { count: db.select({ value: count() }).from(rows), upTo: COUNTED } };
}

/** The columns visitors' searches read: every one but an article's author (SPEC §5; staff search it too). */
const PUBLIC_COLUMNS = "{title summary body keywords}";

/**
 * The site index's MATCH text for visitors (the last word also a prefix, public columns) or staff
 * (every word a prefix, every column); null when the text holds nothing to search for.
 */
export function siteMatch(
  text: string,
  audience: "public" | "staff",
  synonyms: readonly SynonymRule[] = [],
): string | null {
  if (audience === "staff") return ftsQuery(text, "every");
  const query = ftsQuery(text, "last", synonyms);
  return query && `${PUBLIC_COLUMNS} : (${query})`;
}

/**
 * An entry of the site's index has its kind's base plus its item's rowid as rowid (migration 0025):
 * a kind is one rowid range FTS5 seeks to, and the item is read from the rowid. Filtering on the
 * UNINDEXED `kind` or reading `ref` would make FTS5 read every match's stored text.
 */
export const siteIndexBase = (kind: SearchKind) => sql.raw(String(SITE_INDEX_BASE[kind]));

/** The site's indexes, numbered alike: search_index (stemmed, for searching) and search_words (its vocabulary, migration 0031). */
export type SiteIndex = "search_index" | "search_words";

/** The item's rowid in its own table (its id for articles and practice areas). */
export const siteIndexItem = (kind: SearchKind, index: SiteIndex = "search_index") =>
  sql`${sql.identifier(index)}.rowid - ${siteIndexBase(kind)}`;
/**
 * A kind's entries from rowid `from` on (its first by default), as one lower and one upper bound:
 * FTS5 takes one of each, so a second lower bound could widen the walk into the kinds below.
 */
export const inSiteKind = (kind: SearchKind, from: SQL = siteIndexBase(kind), index: SiteIndex = "search_index") => {
  const rowid = sql`${sql.identifier(index)}.rowid`;
  return sql`${rowid} >= ${from} AND ${rowid} <= ${sql.raw(String(SITE_INDEX_BASE[kind] + SITE_INDEX_SPAN - 1))}`;
};

/**
 * Articles or practice areas (`id` their integer id) whose entry in the site's index matches.
 * Undefined without search text.
 */
export function matchingSite(
  id: AnyColumn,
  kind: Exclude<SearchKind, "attorney">,
  term: string | undefined,
  audience: "public" | "staff",
): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const query = siteMatch(text, audience);
  if (!query) return NOTHING;
  return sql`${id} IN (SELECT ${siteIndexItem(kind)} FROM search_index WHERE search_index MATCH ${query} AND ${inSiteKind(kind)})`;
}
