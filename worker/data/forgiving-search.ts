import type { Database } from "@db/client";
import { firmSettings } from "@db/schema";
import { SEARCH_KINDS, type SiteSearchResults, searchWords } from "@domain/search";
import { synonymRules } from "@domain/search-synonyms";
import { eq } from "drizzle-orm";
import { spellingCorrections } from "./search-vocabulary";
import { searchSite } from "./site-search";

/** What a visitor's search found, and the corrected text it was searched as when the typed text found nothing. */
export interface ForgivingResults {
  results: SiteSearchResults;
  /** The text the results are for when it is not what was typed ("custody" for "custdy"); null otherwise. */
  correctedQuery: string | null;
}

const found = (results: SiteSearchResults) => SEARCH_KINDS.some((kind) => results[kind].total > 0);

/** The firm's synonym rules (Settings), as the search expands them. */
async function firmSynonyms(db: Database) {
  const [row] = await db
    .select({ synonyms: firmSettings.searchSynonyms })
    .from(firmSettings)
    .where(eq(firmSettings.id, 1))
    .limit(1);
  return synonymRules(row?.synonyms);
}

/**
 * The site's search as visitors get it (decision 039): the firm's synonyms widen the words typed; when
 * the text finds nothing, each misspelt word is replaced by the closest word a public item holds and
 * the corrected text is searched instead, as a web search engine does ("Showing results for …").
 * `exact` searches what was typed and nothing else (the "Search instead for …" link). Null when the
 * text holds nothing to search for.
 */
export async function forgivingSearch(
  db: Database,
  text: string,
  limit: number,
  { exact = false }: { exact?: boolean } = {},
): Promise<ForgivingResults | null> {
  const synonyms = await firmSynonyms(db);
  const results = await searchSite(db, text, limit, synonyms);
  if (!results || exact || found(results)) return results && { results, correctedQuery: null };
  const words = searchWords(text);
  const corrections = await spellingCorrections(db, words);
  if (corrections.size === 0) return { results, correctedQuery: null };
  const corrected = words.map((word) => corrections.get(word) ?? word).join(" ");
  const correctedResults = await searchSite(db, corrected, limit, synonyms);
  return correctedResults && found(correctedResults)
    ? { results: correctedResults, correctedQuery: corrected }
    : { results, correctedQuery: null };
}
