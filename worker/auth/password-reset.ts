import { ACCOUNT_SECURITY } from "@domain/constants";
import { minutesAfter } from "@domain/instants";
import { consumeAccountToken, storeAccountToken } from "@worker/data/account-tokens";
import { findAdminForSignIn, setPasswordHash } from "@worker/data/admin-users";
import { forgetDemoPasswordCheck } from "@worker/data/demo-password";
import { admit, type Charge, type ThrottleRule, visitorCharges } from "@worker/data/throttle";
import { type AppEnv, absoluteUrl } from "@worker/env";
import { addressSubject } from "@worker/http/client-address";
import { signedInFrom } from "./known-addresses";
import { hashPassword } from "./password";
import { sendPasswordResetLink } from "./reset-mail";
import { endSessionsOf } from "./session-index";
import { randomToken, sha256Hex } from "./tokens";

/**
 * Who may have a reset link sent, so that a reset can never be turned against its owner (ASVS V2):
 * - the requester's own address: 5 per 15 minutes whatever the email (its 429 tells nothing); an
 *   IPv6 requester also by its /56 and /48, with higher limits (worker/http/client-address.ts);
 * - the owner, asking from an address the account signed in from or from a device holding one of
 *   its sessions: always served, up to 5 links an hour;
 * - anyone else: 3 links an hour per email and address, and 3 an hour per email across all
 *   addresses. Past those the request is answered exactly as a served one and sent nowhere, so a
 *   flood from many networks neither fills the inbox nor blocks the owner.
 * Requests are counted whether or not the email has an account.
 */
export const RESET_RULES = {
  address: { kind: "password-reset:address", limit: 5, windowSeconds: 15 * 60 },
  owner: { kind: "password-reset:owner", limit: 5, windowSeconds: 60 * 60 },
  emailAddress: { kind: "password-reset:email-address", limit: 3, windowSeconds: 60 * 60 },
  email: { kind: "password-reset:email", limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, ThrottleRule>;

export const RESET_PAGE_PATH = "/admin/reset-password";

export type ResetRequestOutcome = { kind: "accepted" } | { kind: "throttled"; retryAfterSeconds: number };

/** Whether every charge is under its limit, counting one event under each when they all are. */
const admitted = async (app: AppEnv, charges: Charge[], now: Date) => (await admit(app.db, charges, now)).admitted;

/**
 * Sends a single-use link (30 minutes) to the account's email, if there is one and the rules above
 * admit it. The answer is the same either way. The token is in the link's fragment, so it never
 * reaches a server log or a Referer. `sessionOf`: the account whose session the request carries.
 */
export async function requestPasswordReset(
  app: AppEnv,
  email: string,
  address: string,
  sessionOf: number | null = null,
  now = new Date(),
): Promise<ResetRequestOutcome> {
  const key = addressSubject(app, address);
  if (key === null) return { kind: "throttled", retryAfterSeconds: RESET_RULES.address.windowSeconds };
  const own = await admit(app.db, visitorCharges(RESET_RULES.address, key), now);
  if (!own.admitted) return { kind: "throttled", retryAfterSeconds: own.retryAfterSeconds };

  const account = email.trim().toLowerCase();
  const admin = await findAdminForSignIn(app.db, email);
  const owner = admin !== undefined && (sessionOf === admin.id || (await signedInFrom(app, admin.id, key)));
  const send = owner
    ? await admitted(app, [{ rule: RESET_RULES.owner, subject: account }], now)
    : await admitted(
        app,
        [
          { rule: RESET_RULES.emailAddress, subject: `${account} ${key}` },
          { rule: RESET_RULES.email, subject: account },
        ],
        now,
      );
  if (!admin || !send) return { kind: "accepted" };
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
