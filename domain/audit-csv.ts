import { AUDIT_ACTION_LABELS, AUDIT_ENTITIES, type AuditEntry } from "./audit";
import { type CsvFormat, csvText } from "./csv";
import { csvTimeInZone } from "./time-format";

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

export const ACTIVITY_CSV_COLUMNS = ["Date", "Person", "Action", "Item", "Item id", "Address", "Changes"];

/** The Activity screen's export (GET /api/audit/export): times in the firm's zone with their offset. */
export const activityCsvFormat = (timeZone: string): CsvFormat<AuditEntry> => ({
  columns: ACTIVITY_CSV_COLUMNS,
  cells: (e) => [
    csvTimeInZone(e.createdAt, timeZone),
    e.actorEmail ?? "",
    actionLabel(e.action),
    entityLabel(e.entity),
    e.entityId ?? "",
    e.address ?? "",
    changesText(e.changes),
  ],
});

export const activityCsv = (entries: readonly AuditEntry[], timeZone: string) =>
  csvText(activityCsvFormat(timeZone), entries);
