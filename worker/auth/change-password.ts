import { findAdminById, setPasswordHash } from "@worker/data/admin-users";
import { forgetDemoPasswordCheck } from "@worker/data/demo-password";
import { admit, release, type ThrottleRule } from "@worker/data/throttle";
import type { AppEnv } from "@worker/env";
import { hashPassword, verifyPassword } from "./password";
import type { AdminSession } from "./session";
import { endSessionsOf } from "./session-index";

/** Wrong current passwords per account: a stolen session cannot guess its way to the password. */
export const CHANGE_PASSWORD_RULE = {
  kind: "password-change-failure:account",
  limit: 5,
  windowSeconds: 10 * 60,
} satisfies ThrottleRule;

export type ChangeOutcome = "changed" | "wrong-current" | { throttled: number };

/**
 * A signed-in user's new password, the current one required (a stolen session alone cannot lock the
 * owner out). Wrong current passwords are throttled. Every other session ends.
 */
export async function changePassword(
  app: AppEnv,
  session: AdminSession,
  input: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<ChangeOutcome> {
  const subject = String(session.adminId);
  // Counted as wrong before the check (parallel guesses cannot overshoot), taken back when right.
  const admission = await admit(app.db, [{ rule: CHANGE_PASSWORD_RULE, subject }], now);
  if (!admission.admitted) return { throttled: admission.retryAfterSeconds };
  const admin = await findAdminById(app.db, session.adminId);
  const verification = admin ? await verifyPassword(input.currentPassword, admin.passwordHash) : null;
  if (!admin || !verification?.ok) return "wrong-current";
  await release(app.db, admission.events);
  await setPasswordHash(app.db, admin.id, await hashPassword(input.newPassword));
  await forgetDemoPasswordCheck(app);
  await endSessionsOf(app, admin.id, { exceptSessionId: session.sessionId });
  return "changed";
}
