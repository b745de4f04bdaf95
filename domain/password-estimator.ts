import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";

/**
 * zxcvbn, as the Worker's password rule and the browser's advice both build it: the common-password
 * list (domain/common-passwords.ts, the only copy), keyboard layouts and English advice, plus whatever
 * word lists the caller adds. The Worker adds none, the browser adds zxcvbn's English words and names,
 * ~620 KiB gzip that stay out of the Worker (docs/decisions/029-worker-size.md).
 */

/** zxcvbn's scale runs 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** What a password is guessed from besides the word lists: the firm's name, the person's name and email. */
export interface PasswordContext {
  firmName?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
}

/** Each name whole, without its spaces and word by word; the email whole and its local part. */
const userInputsOf = ({ firmName, name, email }: PasswordContext) =>
  [firmName, name]
    .flatMap((words) => (words ? [words, words.replace(/[\s&,.]+/g, ""), ...words.split(/[\s&,.]+/)] : []))
    .concat(email ? [email, email.split("@")[0] ?? ""] : [])
    .filter((input): input is string => typeof input === "string" && input.length > 2)
    .map((input) => input.toLowerCase());

export type PasswordEstimator = (password: string, context: PasswordContext) => ZxcvbnResult;

/** The estimator with the common list and the given word lists (each most common first). */
export async function createEstimator(wordLists: Record<string, string[]> = {}): Promise<PasswordEstimator> {
  const [core, { COMMON_PASSWORDS }, graphs, translations] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("./common-passwords"),
    import("@zxcvbn-ts/language-common/src/adjacencyGraphs.json"),
    import("@zxcvbn-ts/language-en/dist/translations"),
  ]);
  const factory: ZxcvbnFactory = new core.ZxcvbnFactory({
    translations: translations.default,
    graphs: graphs.default,
    dictionary: { ...wordLists, "passwords-common": COMMON_PASSWORDS.split("\n") },
  });
  return (password, context) => factory.check(password, userInputsOf(context));
}

/**
 * Why a new password is too easy to guess, in the estimator's own words (its warning, then its
 * suggestions), or an empty list when it is strong enough: a score of at least 3, and not on the
 * list of the most common passwords (said first, in `commonMessage`).
 */
export function weaknessesOf(result: ZxcvbnResult, common: boolean, commonMessage: string): string[] {
  if (result.score >= MIN_PASSWORD_SCORE && !common) return [];
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (line): line is string => typeof line === "string" && line.length > 0,
  );
  return [...(common ? [commonMessage] : []), ...(advice.length ? advice : [commonMessage])];
}
