import type { LoginInput } from "@domain/schemas/login";
import { findAdminForSignIn, recordSignIn } from "@worker/data/admin-users";
import { checkThrottle, clearThrottle, recordThrottleEvent, type ThrottleRule } from "@worker/data/throttle";
import type { AppEnv } from "@worker/env";
import { burnVerificationTime, hashPassword, verifyPassword } from "./password";
import { createSession } from "./session";
import { logSignIn } from "./sign-in-log";

/**
 * Failed sign-ins, counted in D1 for 10 minutes: per client address (any accounts), per account
 * and address pair (so one client hammering an account locks only itself out, never the owner
 * signing in from elsewhere), and a much higher ceiling per account across all addresses.
 */
const WINDOW_SECONDS = 10 * 60;
export const SIGN_IN_RULES = {
  address: { kind: "login-failure:address", limit: 10, windowSeconds: WINDOW_SECONDS },
  accountAddress: { kind: "login-failure:account-address", limit: 5, windowSeconds: WINDOW_SECONDS },
  account: { kind: "login-failure:account", limit: 100, windowSeconds: WINDOW_SECONDS },
} satisfies Record<string, ThrottleRule>;

export type SignInOutcome =
  | { kind: "signed-in"; token: string; expiresAt: string; account: { id: number; email: string } }
  | { kind: "refused" }
  | { kind: "throttled"; retryAfterSeconds: number };

const accountPair = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

const subjectsOf = (email: string, address: string): [ThrottleRule, string][] => [
  [SIGN_IN_RULES.address, address],
  [SIGN_IN_RULES.accountAddress, accountPair(email, address)],
  [SIGN_IN_RULES.account, email.trim().toLowerCase()],
];

/** Checks the throttles, verifies the password (same work for unknown emails) and opens a session. */
export async function signIn(
  app: AppEnv,
  input: LoginInput,
  address: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const subjects = subjectsOf(input.email, address);
  const states = await Promise.all(subjects.map(([rule, subject]) => checkThrottle(app.db, rule, subject, now)));
  const blocked = states.filter((state) => !state.allowed);
  if (blocked.length > 0) {
    logSignIn("throttled", input.email, address);
    return { kind: "throttled", retryAfterSeconds: Math.max(...blocked.map((s) => s.retryAfterSeconds)) };
  }

  const admin = await findAdminForSignIn(app.db, input.email);
  const verification = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : await burnVerificationTime(input.password).then(() => ({ ok: false, needsRehash: false }));
  if (!admin || !verification.ok) {
    await Promise.all(subjects.map(([rule, subject]) => recordThrottleEvent(app.db, rule, subject, now)));
    logSignIn("failure", input.email, address);
    return { kind: "refused" };
  }

  const rehashed = verification.needsRehash ? await hashPassword(input.password) : null;
  await Promise.all([
    recordSignIn(app.db, admin.id, rehashed, now),
    clearThrottle(app.db, SIGN_IN_RULES.accountAddress, accountPair(input.email, address)),
  ]);
  const { id, email, name } = admin;
  const { token, session } = await createSession(app.sessions, { id, email, name }, now);
  logSignIn("success", email, address);
  return { kind: "signed-in", token, expiresAt: session.expiresAt, account: { id, email } };
}
