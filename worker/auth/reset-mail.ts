import type { AppEnv } from "@worker/env";

/**
 * The one place a password-reset link leaves the Worker. It is meant for the enquiries outbox
 * (`enqueueEmail`, worker/email/); until that lands, demo mode prints the link to the local console
 * (like a development mail backend) and production sends nothing.
 */
export async function sendPasswordResetLink(app: AppEnv, to: { email: string; name: string }, link: string) {
  if (app.demoMode) console.log(`[demo mail] password reset for ${to.email}: ${link}`);
}
