import { ftsQuery, type SearchKind } from "@domain/search";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

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

/** The columns visitors' searches read: every one but an article's author (SPEC §5; staff search it too). */
const PUBLIC_COLUMNS = "{title summary body keywords}";

/**
 * The site index's MATCH text for visitors (the last word also a prefix, public columns) or staff
 * (every word a prefix, every column); null when the text holds nothing to search for.
 */
export function siteMatch(text: string, audience: "public" | "staff"): string | null {
  if (audience === "staff") return ftsQuery(text, "every");
  const query = ftsQuery(text, "last");
  return query && `${PUBLIC_COLUMNS} : (${query})`;
}

/** Items of one kind whose entry in the site's index (search_index) matches. Undefined without search text. */
export function matchingSite(
  ref: AnyColumn,
  kind: SearchKind,
  term: string | undefined,
  audience: "public" | "staff",
): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const query = siteMatch(text, audience);
  if (!query) return NOTHING;
  return sql`${ref} IN (SELECT ref FROM search_index WHERE search_index MATCH ${query} AND kind = ${kind})`;
}
