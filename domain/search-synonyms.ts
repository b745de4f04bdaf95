import { SYNONYM_MESSAGES } from "./messages";

/**
 * The site search's synonyms, as the firm edits them in Settings: one rule a line, the words a
 * visitor may type, "=", then what they also mean, comma-separated ("DUI = drunk driving, criminal
 * defense"). A search for the left side also finds each right side; a rule works one way, so the
 * firm writes a second line for the other.
 */
export interface SynonymRule {
  /** The words as typed, lower-case, single-spaced. */
  term: string;
  alternatives: string[];
}

export const SYNONYM_LIMITS = { rules: 100, phrase: 60, alternatives: 10, text: 6000 } as const;

/** Lower-case, single-spaced, for comparing what was typed with a rule. */
export const normalisedPhrase = (text: string) => text.normalize("NFKC").toLowerCase().trim().split(/\s+/).join(" ");

/** A phrase holds a letter or digit, no quote (FTS5's only special character in a phrase) and fits. */
function phraseProblem(phrase: string): string | null {
  if (!/[\p{L}\p{N}]/u.test(phrase)) return SYNONYM_MESSAGES.emptyPhrase;
  if (phrase.includes('"')) return SYNONYM_MESSAGES.quote;
  if (phrase.length > SYNONYM_LIMITS.phrase) return SYNONYM_MESSAGES.phraseTooLong(SYNONYM_LIMITS.phrase);
  return null;
}

/** The rules of the Settings text, and each line's problem (numbered from 1); blank lines are skipped. */
export function parseSynonyms(text: string): { rules: SynonymRule[]; problems: string[] } {
  const rules: SynonymRule[] = [];
  const problems: string[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const problem = (message: string) => problems.push(SYNONYM_MESSAGES.onLine(index + 1, message));
    const [left, right, ...extra] = line.split("=");
    if (right === undefined || extra.length > 0) {
      problem(SYNONYM_MESSAGES.shape);
      continue;
    }
    const term = normalisedPhrase(left ?? "");
    const alternatives = right.split(",").map(normalisedPhrase).filter(Boolean);
    const bad = [term, ...alternatives].map(phraseProblem).find(Boolean);
    if (bad) problem(bad);
    else if (alternatives.length === 0) problem(SYNONYM_MESSAGES.noAlternatives);
    else if (alternatives.length > SYNONYM_LIMITS.alternatives)
      problem(SYNONYM_MESSAGES.tooManyAlternatives(SYNONYM_LIMITS.alternatives));
    else rules.push({ term, alternatives: alternatives.filter((a) => a !== term) });
  }
  if (rules.length > SYNONYM_LIMITS.rules) problems.push(SYNONYM_MESSAGES.tooManyRules(SYNONYM_LIMITS.rules));
  return { rules, problems };
}

/** The rules of stored text (already checked when saved): whatever does not parse is left out. */
export const synonymRules = (text: string | null | undefined): SynonymRule[] =>
  text ? parseSynonyms(text).rules.slice(0, SYNONYM_LIMITS.rules) : [];
