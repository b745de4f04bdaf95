import { ACCOUNT_MESSAGES } from "@domain/messages";
import { type PasswordContext, passwordWeaknesses } from "@worker/auth/password-strength";
import { readFirmSettings } from "@worker/data/settings";
import type { AppEnv } from "@worker/env";
import { errors } from "./errors";

/**
 * The one rule for every password someone sets (invitation, reset, change): strong enough for the
 * estimator (score ≥ 3) with the firm's name and the person's name and email as guessable words, and
 * not among the most common passwords. A weak one is a 400 on the field, in the estimator's own advice.
 */
export async function refuseWeakPassword(
  app: AppEnv,
  password: string,
  field: string,
  person: Omit<PasswordContext, "firmName">,
): Promise<void> {
  const firm = await readFirmSettings(app.db);
  const problems = await passwordWeaknesses(
    password,
    { firmName: firm.firmName, ...person },
    ACCOUNT_MESSAGES.passwordCommon,
  );
  if (problems.length > 0) throw errors.validation({ [field]: problems });
}
