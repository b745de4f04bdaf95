import { escapeHtml } from "./html-escape";
import { normalisedPhrase, type SynonymRule } from "./search-synonyms";

/**
 * Full-text search's pure rules, shared by the API, the pages and the back office: what a person
 * types becomes an FTS5 query made only of quoted strings (never syntax), and the index's marked
 * snippets become escaped text with <mark>.
 */

/** The kinds of public item the site's search finds, in the order results are grouped. */
export const SEARCH_KINDS = ["practice-area", "attorney", "article"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** At most this many words of a query reach the index; more add nothing but work. */
const SEARCH_MAX_TERMS = 12;
/** A last word shorter than this is not matched as a prefix ("a*" would match half the index). */
const SEARCH_PREFIX_MIN = 2;

/**
 * The work one search may do, whatever the site's size: bm25 ranks at most the newest `candidates`
 * matches of a kind, and each kind's matches are counted up to `counted` ("100+ results"). A staff
 * list's search (enquiries, subscribers, activity) is counted up to `listCounted` ("more than 1,000
 * items", decision 026): past it, an exact count would cost more than the page it is shown with.
 */
export const SEARCH_LIMITS = { candidates: 500, counted: 100, listCounted: 1000 } as const;

/** The marks the index puts around matched words in snippets (control characters: never shown). */
export const MARK_OPEN = "\u0002";
export const MARK_CLOSE = "\u0003";

/** A word worth searching for holds a letter or a digit; the rest (quotes, *, emoji) is punctuation to FTS. */
const WORDY = /[\p{L}\p{N}]/u;
/** Control characters and FTS5's quote (the only character special inside a quoted string) become spaces. */
const unsafeToSpace = (text: string) =>
  Array.from(text, (c) => (c === '"' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? " " : c)).join("");

/** The words of a search worth sending to the index (at most SEARCH_MAX_TERMS), with FTS5's quote and control characters gone. */
export const searchWords = (text: string): string[] =>
  unsafeToSpace(text)
    .normalize("NFKC")
    .split(/\s+/)
    .filter((word) => WORDY.test(word))
    .slice(0, SEARCH_MAX_TERMS);

/** The synonym rule (the longest) whose words start at `words[at]`, and how many words it covers. */
function ruleAt(words: readonly string[], at: number, synonyms: readonly SynonymRule[]) {
  let found: { rule: SynonymRule; length: number } | null = null;
  for (const rule of synonyms) {
    const length = rule.term.split(" ").length;
    if (length <= (found?.length ?? 0)) continue;
    if (normalisedPhrase(words.slice(at, at + length).join(" ")) === rule.term) found = { rule, length };
  }
  return found;
}

/**
 * Words typed → an FTS5 query: each whitespace-separated word a quoted string (so NEAR, AND, OR, -,
 * * and ^ are plain text), all of them required. `prefix: "last"` also matches the last word as the
 * start of a longer one (search as you type; the index stems the prefix as it stems words, so
 * "divorcing" still finds "divorce"); `"every"` does that for each word (staff's lists: part of a name or address).
 * Words a synonym rule names may instead be any of its alternatives, each a quoted phrase ("DUI" →
 * ("dui" OR "drunk driving" OR "criminal defense")). Null when nothing searchable is left.
 */
export function ftsQuery(
  text: string,
  prefix: "last" | "every" = "last",
  synonyms: readonly SynonymRule[] = [],
): string | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const typingLast = prefix === "last" && !/\s$/.test(text);
  const parts: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? "";
    const synonym = ruleAt(words, index, synonyms);
    if (synonym) {
      const phrases = [synonym.rule.term, ...synonym.rule.alternatives].map((p) => `"${unsafeToSpace(p)}"`);
      parts.push(`(${phrases.join(" OR ")})`);
      index += synonym.length - 1;
      continue;
    }
    const quoted = `"${word}"`;
    const asPrefix = prefix === "every" || (typingLast && index === words.length - 1);
    // FTS5 stems a prefix too: "divorcing"* is "divorc"*, which also matches the whole word.
    parts.push(asPrefix && word.length >= SEARCH_PREFIX_MIN ? `${quoted}*` : quoted);
  }
  return parts.join(" AND ");
}

/** A piece of marked text: matched words have `mark`. */
export interface MarkedPart {
  text: string;
  mark: boolean;
}

/** Splits text the index marked with MARK_OPEN/MARK_CLOSE into plain and matched parts. */
export function markedParts(marked: string): MarkedPart[] {
  const parts: MarkedPart[] = [];
  for (const [index, opened] of marked.split(MARK_OPEN).entries()) {
    // Before the first open mark all is plain; after each, text up to its close mark is matched.
    const [inside = "", ...after] = index === 0 ? ["", opened] : opened.split(MARK_CLOSE);
    if (inside) parts.push({ text: inside, mark: true });
    const rest = after.join("");
    if (rest) parts.push({ text: rest, mark: false });
  }
  return parts;
}

/** Marked text as HTML that is safe to insert: every character escaped, matched words in <mark>. */
export function markedHtml(marked: string): string {
  return markedParts(marked)
    .map(({ text, mark }) => (mark ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join("");
}

/** One item the site's search found; `marked` holds the index's text with MARK_OPEN/MARK_CLOSE. */
interface SiteSearchHit {
  kind: SearchKind;
  /** The item's public page. */
  url: string;
  title: string;
  marked: { title: string; snippet: string };
}

/** The first hits of one kind, best first, and how many there are in all. */
export interface SiteSearchGroup {
  /** Matches in all, counted up to SEARCH_LIMITS.counted. */
  total: number;
  /** More match than `total` says: it reached SEARCH_LIMITS.counted. */
  more: boolean;
  hits: SiteSearchHit[];
}

export type SiteSearchResults = Record<SearchKind, SiteSearchGroup>;

/** Where each kind's public page lives. */
export const SEARCH_PATHS: Record<SearchKind, (slug: string) => string> = {
  "practice-area": (slug) => `/practice-areas/${encodeURIComponent(slug)}`,
  attorney: (id) => `/team/${encodeURIComponent(id)}`,
  article: (slug) => `/blog/${encodeURIComponent(slug)}`,
};
