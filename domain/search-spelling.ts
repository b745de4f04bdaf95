import { typoDistance } from "./edit-distance";

/**
 * Spelling correction's pure rules (decision 039). Words are compared as the vocabulary index
 * stores them: lower-case, accents removed (unicode61, remove_diacritics 2).
 */

/** Typos forgiven by a word's length, as Algolia counts them: none below 4 letters, 1 up to 5, 2 from 6 ("custdy" → custody). */
export const typosAllowed = (length: number) => (length < 4 ? 0 : length < 6 ? 1 : 2);

/** A word longer than this is not corrected (nothing real is that long; it bounds the work). */
const CORRECTABLE_MAX = 40;

/** A word as the vocabulary holds it. */
export const vocabularyForm = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The word's vocabulary form if it can be corrected: one token of letters and digits, long enough to tell apart. */
export function correctable(word: string): string | null {
  const form = vocabularyForm(word);
  const length = Array.from(form).length;
  return /^[\p{L}\p{N}]+$/u.test(form) && typosAllowed(length) > 0 && length <= CORRECTABLE_MAX ? form : null;
}

/** Where a word's candidates are read: the vocabulary's terms that start with its first letter, and how long they may be. */
export function candidateRange(form: string): { from: string; to: string; shortest: number; longest: number } {
  const first = form.codePointAt(0) ?? 0;
  const length = Array.from(form).length;
  const allowed = typosAllowed(length);
  return {
    from: String.fromCodePoint(first),
    to: String.fromCodePoint(first + 1),
    shortest: length - allowed,
    longest: length + allowed,
  };
}

/**
 * The vocabulary's terms within the typos the word's length allows, nearest first, then the term
 * more entries hold, then alphabetical. Empty when the word itself is a term (it is no misspelling).
 */
export function closestTerms(form: string, terms: readonly { term: string; entries: number }[], keep = 3): string[] {
  const allowed = typosAllowed(Array.from(form).length);
  if (terms.some(({ term }) => term === form)) return [];
  return terms
    .map(({ term, entries }) => ({ term, entries, distance: typoDistance(form, term, allowed) }))
    .filter(({ distance }) => distance <= allowed)
    .sort((a, b) => a.distance - b.distance || b.entries - a.entries || a.term.localeCompare(b.term))
    .slice(0, keep)
    .map(({ term }) => term);
}
