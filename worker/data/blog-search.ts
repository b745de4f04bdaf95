import type { Database } from "@db/client";
import { blogPosts } from "@db/schema";
import { BLOG_CATEGORIES } from "@domain/constants";
import { MARK_CLOSE, MARK_OPEN } from "@domain/search";
import { sql } from "drizzle-orm";
import { publiclyVisible } from "./blog-schedule";
import { inSiteKind, siteIndexItem, siteMatch } from "./full-text";

/** Words of context around the matches in a blog card's snippet (a card is narrower than a result row). */
const CARD_SNIPPET_TOKENS = 16;
/** search_index's summary and body columns: a card already shows the title, so its passage comes from the text. */
const SUMMARY_COLUMN = 3;
const BODY_COLUMN = 4;
const passage = (column: number) =>
  sql<string>`snippet(search_index, ${column}, ${MARK_OPEN}, ${MARK_CLOSE}, '…', ${CARD_SNIPPET_TOKENS})`;

/**
 * The marked passage of each listed article where its excerpt or text matches the blog's search, by
 * article id: the same snippet (MARK_OPEN/MARK_CLOSE, escaped when shown) the site's search shows.
 * An article matched only by its title or tags has none (its card keeps the excerpt). Only the ids
 * given are read, so it costs one page of cards.
 */
export async function articleSnippets(
  db: Database,
  ids: readonly number[],
  search: string,
): Promise<Map<number, string>> {
  const match = siteMatch(search, "public");
  if (!match || ids.length === 0) return new Map();
  // Written out, not bound: a long list (page N holds N pages of cards) would pass D1's 100 bound parameters.
  const listed = sql.raw(ids.filter(Number.isSafeInteger).join(", "));
  const rows = await db
    .select({
      id: sql<number>`${siteIndexItem("article")}`,
      summary: passage(SUMMARY_COLUMN),
      body: passage(BODY_COLUMN),
    })
    .from(sql`search_index`)
    .where(
      sql`search_index MATCH ${match} AND ${inSiteKind("article")} AND ${siteIndexItem("article")} IN (${listed})`,
    );
  const marked = (text: string) => (text.includes(MARK_OPEN) ? text : null);
  return new Map(
    rows.flatMap((row) => {
      const snippet = marked(row.summary) ?? marked(row.body);
      return snippet ? [[row.id, snippet] as const] : [];
    }),
  );
}

/** The categories public articles carry, in the list's fixed order: the blog's filter offers these. */
export async function publicCategories(db: Database) {
  const rows = await db.selectDistinct({ category: blogPosts.category }).from(blogPosts).where(publiclyVisible());
  const used = new Set(rows.map((row) => row.category));
  return BLOG_CATEGORIES.filter((category) => used.has(category));
}
