import type { Database } from "@db/client";
import { auditLog } from "@db/schema";
import type { AuditAction, AuditEntry } from "@domain/audit";

export interface AuditEvent {
  actor: { id: number; email: string } | null;
  /** For a failed sign-in: the email that was tried (there is no actor). */
  actorEmail?: string;
  address: string | null;
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  changes?: AuditEntry["changes"];
}

/** Writes one row of the audit log. Callers pass compact changes (see compactChanges), never raw input. */
export async function recordAudit(db: Database, event: AuditEvent, now = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    createdAt: now.toISOString(),
    actorId: event.actor?.id ?? null,
    actorEmail: (event.actor?.email ?? event.actorEmail ?? null)?.slice(0, 254) ?? null,
    address: event.address,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    changes: event.changes ?? null,
  });
}
