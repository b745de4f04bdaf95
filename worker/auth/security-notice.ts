import type { SecurityNoticeKind } from "@domain/security-notices";
import { activeOwners } from "@worker/data/owners";
import { enqueueEmails } from "@worker/email/outbox";
import { type AppEnv, absoluteUrl } from "@worker/env";

/** The account a notice goes to. */
export interface NoticeAccount {
  id: number;
  email: string;
  name: string;
}

/**
 * Tells the account's owner, by email through the outbox, that something changed how they sign in:
 * when (the firm's zone), from which address if known, and which owner to contact if it was not them.
 */
export async function sendSecurityNotice(
  app: AppEnv,
  account: NoticeAccount,
  kind: SecurityNoticeKind,
  context: { address?: string | null; detail?: string | null; now?: Date } = {},
): Promise<void> {
  const owners = (await activeOwners(app.db))
    .filter((owner) => owner.id !== account.id)
    .map(({ name, email }) => ({ name, email }));
  const address = context.address && context.address !== "unknown" ? context.address : null;
  await enqueueEmails(app, [
    {
      kind,
      to: account.email,
      payload: {
        // The site's origin alone (templates add the path), always PUBLIC_ORIGIN, never the request's Host.
        siteUrl: absoluteUrl(app, "/").replace(/\/$/, ""),
        name: account.name,
        at: (context.now ?? new Date()).toISOString(),
        address,
        owners,
        detail: context.detail ?? null,
      },
      key: `security:${account.id}:${crypto.randomUUID()}:${kind}`,
      ref: { type: "admin_user", id: account.id },
    },
  ]);
}
