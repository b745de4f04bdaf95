import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { isCommonPassword } from "./password-policy";

/** zxcvbn's scale runs 0–4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator with the English and common dictionaries, built on first use: its dictionaries are
 * megabytes of word lists that no page view or other API call needs (docs/decisions/014-startup.md).
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return estimator;
}

/** What a password is guessed from besides the dictionaries: the firm's name, the person's name and email. */
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

/**
 * Why a new password is too easy to guess, in the estimator's own words (its warning, then its
 * suggestions), or an empty list when it is strong enough: a score of at least 3, and not on the
 * shipped list of the most common passwords.
 */
export async function passwordWeaknesses(
  password: string,
  context: PasswordContext,
  commonMessage: string,
): Promise<string[]> {
  const result = (await loadEstimator()).check(password, userInputsOf(context));
  const common = isCommonPassword(password);
  if (result.score >= MIN_PASSWORD_SCORE && !common) return [];
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (line): line is string => typeof line === "string" && line.length > 0,
  );
  return [...(common ? [commonMessage] : []), ...(advice.length ? advice : [commonMessage])];
}
