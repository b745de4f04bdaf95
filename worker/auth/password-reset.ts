import { ACCOUNT_SECURITY } from "@domain/constants";
import { minutesAfter } from "@domain/instants";
import { consumeAccountToken, storeAccountToken } from "@worker/data/account-tokens";
import { findAdminForSignIn, setPasswordHash } from "@worker/data/admin-users";
import { forgetDemoPasswordCheck } from "@worker/data/demo-password";
import { checkThrottle, recordThrottleEvent, type ThrottleRule } from "@worker/data/throttle";
import { type AppEnv, absoluteUrl } from "@worker/env";
import { addressSubject } from "@worker/http/client-address";
import { hashPassword } from "./password";
import { sendPasswordResetLink } from "./reset-mail";
import { endSessionsOf } from "./session-index";
import { randomToken, sha256Hex } from "./tokens";

/**
 * Reset requests are counted whether or not the email has an account, so throttling reveals nothing.
 * Per requester address (IPv6: its /64), per email and address pair (3 an hour: a stranger who
 * uses up an email's resets uses up only their own, never the owner's from elsewhere), and a higher
 * ceiling per email across all addresses, so no one floods an inbox from many networks.
 */
export const RESET_RULES = {
  address: { kind: "password-reset:address", limit: 5, windowSeconds: 15 * 60 },
  emailAddress: { kind: "password-reset:email-address", limit: 3, windowSeconds: 60 * 60 },
  email: { kind: "password-reset:email", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export const RESET_PAGE_PATH = "/admin/reset-password";

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "throttled"; retryAfterSeconds: number };

/**
 * Sends a single-use link (30 minutes) to the account's email, if there is one. The answer is the same
 * either way. The token is in the link's fragment, so it never reaches a server log or a Referer.
 */
export async function requestPasswordReset(
  app: AppEnv,
  email: string,
  address: string,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const key = addressSubject(app, address);
  if (key === null) return { kind: "throttled", retryAfterSeconds: RESET_RULES.address.windowSeconds };
  const account = email.trim().toLowerCase();
  const subjects: [ThrottleRule, string][] = [
    [RESET_RULES.address, key],
    [RESET_RULES.emailAddress, `${account} ${key}`],
    [RESET_RULES.email, account],
  ];
  const states = await Promise.all(subjects.map(([rule, subject]) => checkThrottle(app.db, rule, subject, now)));
  const blocked = states.filter((state) => !state.allowed);
  if (blocked.length > 0) {
    return { kind: "throttled", retryAfterSeconds: Math.max(...blocked.map((s) => s.retryAfterSeconds)) };
  }
  await Promise.all(subjects.map(([rule, subject]) => recordThrottleEvent(app.db, rule, subject, now)));

  const admin = await findAdminForSignIn(app.db, email);
  if (!admin) return { kind: "accepted" };
  const token = await issueResetToken(app, admin.id, now);
  await sendPasswordResetLink(app, admin, `${absoluteUrl(app, RESET_PAGE_PATH)}#token=${token}`);
  return { kind: "accepted" };
}

/** Stores the hash of a fresh reset token for the account (earlier unused ones stop working). */
export async function issueResetToken(app: AppEnv, adminId: number, now = new Date()): Promise<string> {
  const token = randomToken(32);
  const expiresAt = minutesAfter(now, ACCOUNT_SECURITY.resetLinkMinutes);
  await storeAccountToken(app.db, { tokenHash: await sha256Hex(token), adminId, purpose: "password-reset", expiresAt });
  return token;
}

/** Uses a reset token once: sets the password and ends every session of the account. False when invalid. */
export async function resetPassword(app: AppEnv, token: string, password: string, now = new Date()) {
  const adminId = await consumeAccountToken(app.db, await sha256Hex(token), "password-reset", now);
  if (adminId === null) return false;
  await setPasswordHash(app.db, adminId, await hashPassword(password));
  await forgetDemoPasswordCheck(app);
  await endSessionsOf(app, adminId);
  return true;
}
