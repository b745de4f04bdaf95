import { ACCOUNT_SECURITY } from "@domain/constants";
import { minutesAfter } from "@domain/instants";
import { consumeChallenge, peekChallenge, storeChallenge } from "@worker/data/auth-challenges";
import { requiresSecondFactor, secondFactorsOf } from "@worker/data/second-factors";
import { admit, release, type ThrottleRule } from "@worker/data/throttle";
import type { AppEnv } from "@worker/env";
import { randomToken, sha256Hex } from "./tokens";
import { verifySecondFactorCode } from "./totp";

/** What a right password leads to: a session, a code to enter, or the passkey the firm requires. */
export type AfterPassword =
  | { kind: "open"; enrolmentOnly: boolean }
  | { kind: "second-factor"; pendingToken: string }
  | { kind: "passkey-required" };

/** Wrong codes per account: six digits must not be guessable within a pending sign-in's 5 minutes. */
export const SECOND_FACTOR_RULE = {
  kind: "second-factor-failure:account",
  limit: 5,
  windowSeconds: 10 * 60,
} satisfies ThrottleRule;

/**
 * An account with an authenticator app always enters a code after its password. Where the firm
 * requires a second factor, an account with only passkeys must use one, and an account with none
 * gets a session that may do nothing but enrol one.
 */
export async function afterPassword(app: AppEnv, adminId: number, now = new Date()): Promise<AfterPassword> {
  const [factors, required] = await Promise.all([secondFactorsOf(app.db, adminId), requiresSecondFactor(app.db)]);
  if (factors.totp) {
    const pendingToken = randomToken(32);
    const expiresAt = minutesAfter(now, ACCOUNT_SECURITY.challengeMinutes);
    await storeChallenge(app.db, { id: await sha256Hex(pendingToken), purpose: "second-factor", adminId, expiresAt });
    return { kind: "second-factor", pendingToken };
  }
  if (required && factors.passkeys > 0) return { kind: "passkey-required" };
  return { kind: "open", enrolmentOnly: required };
}

export type SecondFactorOutcome =
  | { kind: "passed"; adminId: number }
  | { kind: "wrong-code" }
  | { kind: "expired" }
  | { kind: "throttled"; retryAfterSeconds: number };

/** The code step of a pending sign-in; a wrong code keeps it pending (until 5 minutes or the throttle). */
export async function completeSecondFactor(
  app: AppEnv,
  pendingToken: string,
  code: string,
  now = new Date(),
): Promise<SecondFactorOutcome> {
  const id = await sha256Hex(pendingToken);
  const pending = await peekChallenge(app.db, id, "second-factor", now);
  if (!pending?.adminId) return { kind: "expired" };
  const subject = String(pending.adminId);
  // Counted as wrong before the check (parallel guesses cannot overshoot), taken back when right.
  const admission = await admit(app.db, [{ rule: SECOND_FACTOR_RULE, subject }], now);
  if (!admission.admitted) return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  if (!(await verifySecondFactorCode(app, pending.adminId, code, now))) return { kind: "wrong-code" };
  await release(app.db, admission.events);
  // Taken out once: a second request racing with the same pending token finds nothing.
  const taken = await consumeChallenge(app.db, id, "second-factor", now);
  return taken?.adminId ? { kind: "passed", adminId: taken.adminId } : { kind: "expired" };
}
