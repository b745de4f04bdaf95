import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS, type AuditChanges } from "../../domain/audit";
import { nowIso, serialId } from "./columns";
import { adminUsers } from "./staff";

/**
 * Who changed what, when and from where: one row per admin write, sign-in and sign-out, with a
 * compact before/after of the changed fields (never a secret). Purged after a configurable period.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: serialId(),
    createdAt: text("created_at").notNull().default(nowIso),
    /** Kept when the account is removed, with its email as it was then. */
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    address: text("address"),
    /** No CHECK here on purpose: new actions (passkeys, sessions) arrive without rebuilding the table. */
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: text("changes", { mode: "json" }).$type<AuditChanges>(),
  },
  (t) => [
    index("audit_log_date_idx").on(t.createdAt),
    index("audit_log_actor_date_idx").on(t.actorId, t.createdAt),
    index("audit_log_entity_date_idx").on(t.entity, t.createdAt),
    index("audit_log_action_date_idx").on(t.action, t.createdAt),
  ],
);
