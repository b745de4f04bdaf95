import { ACCOUNT_SECURITY } from "@domain/constants";
import { enqueueEmails } from "@worker/email/outbox";
import type { AppEnv } from "@worker/env";
import { sha256Hex } from "./tokens";

/**
 * The one place a password-reset link leaves the Worker: an email to the account's address through
 * the outbox (worker/email/: queued, retried, dead-lettered, shown in the outbox like every email).
 * Each link is its own email (the key is the link's hash, never the link), so a retry sends it once.
 */
export async function sendPasswordResetLink(app: AppEnv, to: { email: string; name: string }, link: string) {
  await enqueueEmails(app, [
    {
      kind: "password_reset",
      to: to.email,
      key: `password_reset:${await sha256Hex(link)}`,
      payload: { link, expiresInMinutes: ACCOUNT_SECURITY.resetLinkMinutes },
    },
  ]);
}
