import { AUDIT_ACTION_LABELS, AUDIT_ENTITIES, type AuditEntry } from "./audit";
import { type CsvFormat, csvText } from "./csv";

/** How the Activity screen and its CSV name an entry's parts. */
export const entityLabel = (entity: string) => AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] ?? entity;
export const actionLabel = (action: AuditEntry["action"]) => AUDIT_ACTION_LABELS[action] ?? action;

/** "field: before → after" per changed field, one line each. */
export function changesText(changes: AuditEntry["changes"]): string {
  const show = (value: unknown) =>
    value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value);
  return Object.entries(changes ?? {})
    .map(([field, [before, after]]) => `${field}: ${show(before)} → ${show(after)}`)
    .join("\n");
}

/** The Activity screen's export (GET /api/audit/export): times as stored (ISO 8601, UTC). */
export const ACTIVITY_CSV: CsvFormat<AuditEntry> = {
  columns: ["Date", "Person", "Action", "Item", "Item id", "Address", "Changes"],
  cells: (e) => [
    e.createdAt,
    e.actorEmail ?? "",
    actionLabel(e.action),
    entityLabel(e.entity),
    e.entityId ?? "",
    e.address ?? "",
    changesText(e.changes),
  ],
};

export const activityCsv = (entries: readonly AuditEntry[]) => csvText(ACTIVITY_CSV, entries);
