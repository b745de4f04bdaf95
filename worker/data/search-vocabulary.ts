import type { Database } from "@db/client";
import { SEARCH_KINDS } from "@domain/search";
import { candidateRange, closestTerms, correctable } from "@domain/search-spelling";
import { and, sql } from "drizzle-orm";
import { inSiteKind } from "./full-text";
import { SITE_SOURCES } from "./site-sources";

const TERMS = sql`search_words_terms`;
const WORDS = sql`search_words`;

/** The vocabulary's terms a word could be a misspelling of: same first letter, length within its typos (decision 039). */
function candidatesOf(db: Database, form: string) {
  const { from, to, shortest, longest } = candidateRange(form);
  return db
    .select({ term: sql<string>`term`, entries: sql<number>`doc` })
    .from(TERMS)
    .where(sql`term >= ${from} AND term < ${to} AND length(term) BETWEEN ${shortest} AND ${longest}`);
}

/**
 * Whether an item the public may see holds the term, checked kind by kind: the vocabulary lists
 * drafts' and scheduled posts' words too, and those must never be offered.
 */
function publiclyHeld(db: Database, term: string) {
  return SEARCH_KINDS.map((kind) => {
    const { table, on, visible } = SITE_SOURCES[kind];
    return db
      .select({ one: sql<number>`1` })
      .from(WORDS)
      .innerJoin(table, on("search_words"))
      .where(and(sql`search_words MATCH ${`"${term}"`}`, inSiteKind(kind, undefined, "search_words"), visible()))
      .limit(1);
  });
}

/**
 * For each word the vocabulary does not hold, the closest word (within the typos its length allows)
 * that a published page, active attorney or public article holds: word as typed → correction, in
 * two round trips. Words that are known, too short or not plain letters and digits are left as they are.
 */
export async function spellingCorrections(db: Database, words: readonly string[]): Promise<Map<string, string>> {
  const forms = [
    ...new Map(
      words.flatMap((word) => {
        const form = correctable(word);
        return form ? [[word, form] as const] : [];
      }),
    ).entries(),
  ];
  const corrections = new Map<string, string>();
  const [firstQuery, ...restQueries] = forms.map(([, form]) => candidatesOf(db, form));
  if (!firstQuery) return corrections;
  const candidateLists = await db.batch([firstQuery, ...restQueries]);
  const closest = forms.map(([word, form], index) => ({
    word,
    terms: closestTerms(form, candidateLists[index] ?? []),
  }));

  const checks = closest.flatMap(({ terms }) => terms.flatMap((term) => publiclyHeld(db, term)));
  const [firstCheck, ...restChecks] = checks;
  if (!firstCheck) return corrections;
  const held = await db.batch([firstCheck, ...restChecks]);
  let at = 0;
  for (const { word, terms } of closest) {
    for (const term of terms) {
      const visible = held.slice(at, at + SEARCH_KINDS.length).some((rows) => rows.length > 0);
      at += SEARCH_KINDS.length;
      if (visible && !corrections.has(word)) corrections.set(word, term);
    }
  }
  return corrections;
}
