import { ACCOUNT_MESSAGES } from "@domain/messages";
import { createEstimator, type PasswordEstimator, weaknessesOf } from "@domain/password-estimator";
import { useEffect, useState } from "react";

/**
 * zxcvbn with its English words and names (~620 KiB gzip): the browser's alone, fetched with the first
 * new password typed. The Worker's rule is the same estimator without them (docs/decisions/029-worker-size.md);
 * the server build leaves the import out, as Vite drops it where `import.meta.env.SSR` is true.
 */
let estimator: Promise<PasswordEstimator> | undefined;
const englishEstimator = () =>
  import.meta.env.SSR
    ? createEstimator()
    : import("@zxcvbn-ts/language-en").then(({ dictionary }) => createEstimator(dictionary));

/** Pause after the last keystroke before the estimate, so typing stays smooth. */
const SETTLE_MS = 300;

/** The estimator's advice on a new password being typed; none until it is long enough to be allowed at all. */
export function usePasswordAdvice(password: string, minLength: number): string[] {
  const [advice, setAdvice] = useState<string[]>([]);
  useEffect(() => {
    if (password.length < minLength) {
      setAdvice([]);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      estimator ??= englishEstimator();
      const estimate = (await estimator)(password, {});
      if (current) setAdvice(weaknessesOf(estimate, false, ACCOUNT_MESSAGES.passwordCommon));
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, minLength]);
  return advice;
}
