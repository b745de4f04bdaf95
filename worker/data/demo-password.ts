import { DEMO_ADMIN } from "@domain/demo";
import { verifyPassword } from "@worker/auth/password";
import { findAdminForSignIn } from "@worker/data/admin-users";
import type { AppEnv } from "@worker/env";

/** Where the answer is kept, and for how long: a password check costs a hash, the sign-in page is public. */
const DEMO_CHECK_KEY = "demo-password-works";
const DEMO_CHECK_SECONDS = 300;

/**
 * Whether the sign-in page may show the demo credentials: only in demo mode, and only while the
 * demo account still signs in with the demo password (once staff change it, the box would mislead
 * and would hand anyone the old password's hint). Never in production, where demo mode is off.
 */
export async function demoPasswordWorks(app: AppEnv): Promise<boolean> {
  if (!app.demoMode) return false;
  const cached = await app.sessions.get(DEMO_CHECK_KEY);
  if (cached !== null) return cached === "yes";
  const account = await findAdminForSignIn(app.db, DEMO_ADMIN.email);
  const works = account ? (await verifyPassword(DEMO_ADMIN.password, account.passwordHash)).ok : false;
  await app.sessions.put(DEMO_CHECK_KEY, works ? "yes" : "no", { expirationTtl: DEMO_CHECK_SECONDS });
  return works;
}

/** Forgets the answer: called whenever a password is set, so the box goes at once. */
export async function forgetDemoPasswordCheck(app: AppEnv): Promise<void> {
  if (app.demoMode) await app.sessions.delete(DEMO_CHECK_KEY);
}
