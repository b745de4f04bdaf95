import type { LoginInput } from "@domain/schemas/login";
import { findAdminForSignIn, findDeactivatedForSignIn, recordSignIn, setPasswordHash } from "@worker/data/admin-users";
import { admit, type Charge, clearThrottle, release, type ThrottleRule, visitorCharges } from "@worker/data/throttle";
import type { AppEnv } from "@worker/env";
import { addressSubject } from "@worker/http/client-address";
import { rememberSignInAddress } from "./known-addresses";
import { burnVerificationTime, hashPassword, verifyPassword } from "./password";
import { type AfterPassword, afterPassword } from "./second-factor";
import { openSession } from "./session-index";
import { logSignIn } from "./sign-in-log";

/**
 * Failed sign-ins, counted in D1 for 10 minutes: per client address (any accounts), per account
 * and address pair (so one client hammering an account locks only itself out, never the owner
 * signing in from elsewhere), and a much higher ceiling per account across all addresses. An address
 * counts as its limit key (IPv6: its /64, and its /56 and /48 with higher limits;
 * worker/http/client-address.ts). Each attempt is counted as a failure before the password is
 * checked (one statement: parallel guesses cannot overshoot) and taken back when it was right.
 */
const WINDOW_SECONDS = 10 * 60;
export const SIGN_IN_RULES = {
  address: { kind: "login-failure:address", limit: 10, windowSeconds: WINDOW_SECONDS },
  accountAddress: { kind: "login-failure:account-address", limit: 5, windowSeconds: WINDOW_SECONDS },
  account: { kind: "login-failure:account", limit: 100, windowSeconds: WINDOW_SECONDS },
} satisfies Record<string, ThrottleRule>;

export type SignInOutcome =
  | ({ kind: "signed-in"; account: { id: number; email: string } } & StartedSession)
  | { kind: "refused" }
  /** The right password of a deactivated account: told so, and whom to ask (never without the password). */
  | { kind: "deactivated"; account: { id: number; email: string } }
  | { kind: "throttled"; retryAfterSeconds: number }
  | Exclude<AfterPassword, { kind: "open" }>;

export interface StartedSession {
  token: string;
  expiresAt: string;
  csrfToken: string;
  enrolmentOnly: boolean;
}

/** The client a session is opened for: its browser, and its address (worker/auth/known-addresses.ts). */
export interface SignInClient {
  userAgent: string | null | undefined;
  address: string;
}

/** Stamps the sign-in and opens a session (after a password, a second factor or a passkey). */
export async function startSession(
  app: AppEnv,
  admin: { id: number; email: string; name: string },
  { userAgent, address }: SignInClient,
  now = new Date(),
  options: { enrolmentOnly?: boolean; rehashed?: string | null } = {},
): Promise<StartedSession> {
  const { id, email, name } = admin;
  const [, , { token, session }] = await Promise.all([
    recordSignIn(app.db, id, options.rehashed ?? null, now),
    rememberSignInAddress(app, id, address),
    openSession(app, { id, email, name }, userAgent, now, { enrolmentOnly: options.enrolmentOnly }),
  ]);
  return { token, expiresAt: session.expiresAt, csrfToken: session.csrfToken, enrolmentOnly: !!session.enrolmentOnly };
}

const accountPair = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

const chargesOf = (email: string, address: string): Charge[] => [
  ...visitorCharges(SIGN_IN_RULES.address, address),
  { rule: SIGN_IN_RULES.accountAddress, subject: accountPair(email, address) },
  { rule: SIGN_IN_RULES.account, subject: email.trim().toLowerCase() },
];

/**
 * Checks the throttles, verifies the password (same work for unknown emails), then opens a session
 * or asks for the second factor the account has or the firm requires.
 */
export async function signIn(
  app: AppEnv,
  input: LoginInput,
  address: string,
  userAgent: string | null = null,
  now = new Date(),
): Promise<SignInOutcome> {
  const key = addressSubject(app, address);
  if (key === null) {
    logSignIn("throttled", input.email, address);
    return { kind: "throttled", retryAfterSeconds: WINDOW_SECONDS };
  }
  const admission = await admit(app.db, chargesOf(input.email, key), now);
  if (!admission.admitted) {
    logSignIn("throttled", input.email, address);
    return { kind: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  }

  const active = await findAdminForSignIn(app.db, input.email);
  const admin = active ?? (await findDeactivatedForSignIn(app.db, input.email));
  const verification = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : await burnVerificationTime(input.password).then(() => ({ ok: false, needsRehash: false }));
  if (!admin || !verification.ok) {
    logSignIn("failure", input.email, address);
    return { kind: "refused" };
  }
  await release(app.db, admission.events);

  if (!active) {
    logSignIn("deactivated", input.email, address);
    return { kind: "deactivated", account: { id: admin.id, email: admin.email } };
  }

  const rehashed = verification.needsRehash ? await hashPassword(input.password) : null;
  const [next] = await Promise.all([
    afterPassword(app, admin.id, now),
    clearThrottle(app.db, SIGN_IN_RULES.accountAddress, accountPair(input.email, key)),
  ]);
  if (next.kind !== "open") {
    if (rehashed) await setPasswordHash(app.db, admin.id, rehashed);
    return next;
  }
  const started = await startSession(app, admin, { userAgent, address }, now, {
    enrolmentOnly: next.enrolmentOnly,
    rehashed,
  });
  logSignIn("success", admin.email, address);
  return { kind: "signed-in", ...started, account: { id: admin.id, email: admin.email } };
}
