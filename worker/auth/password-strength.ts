import {
  createEstimator,
  MIN_PASSWORD_SCORE,
  type PasswordContext,
  type PasswordEstimator,
  weaknessesOf,
} from "@domain/password-estimator";
import { isCommonPassword } from "./password-policy";

export { MIN_PASSWORD_SCORE, type PasswordContext };

/**
 * The Worker's estimator: the common-password list, keyboard patterns, repeats, sequences, dates and
 * the person's own words, without zxcvbn's English dictionaries (the browser's advice has those;
 * docs/decisions/029-worker-size.md). Built on first use: no page view or other API call needs it.
 */
let estimator: Promise<PasswordEstimator> | undefined;

/**
 * Why a new password is too easy to guess, in the estimator's own words, or an empty list when it is
 * strong enough: a score of at least 3, and not on the list of the most common passwords.
 */
export async function passwordWeaknesses(
  password: string,
  context: PasswordContext,
  commonMessage: string,
): Promise<string[]> {
  estimator ??= createEstimator();
  return weaknessesOf((await estimator)(password, context), isCommonPassword(password), commonMessage);
}
