import type { Database } from "@db/client";
import { recordAudit } from "./record";

/**
 * Sign-in outcomes for the audit log, called by the sign-in routes (password, passkey, TOTP):
 * who (or which email was tried), from where, and whether it worked. Never the password or code.
 */
export function auditSignIn(
  db: Database,
  attempt: {
    email: string;
    address: string;
    account: { id: number; email: string } | null;
    method?: string;
    /** Why a failure failed ("refused", "throttled"), never with the credentials tried. */
    reason?: string;
  },
) {
  const { account, address, method = "password", reason } = attempt;
  return recordAudit(db, {
    actor: account,
    actorEmail: attempt.email.trim().toLowerCase(),
    address,
    action: account ? "sign_in" : "sign_in_failed",
    entity: "session",
    entityId: account?.id ?? null,
    changes: { method: [null, method], ...(reason ? { reason: [null, reason] as [null, string] } : {}) },
  });
}
