import { AUDIT_ACTION_LABELS, AUDIT_ENTITIES, type AuditEntry } from "@domain/audit";
import { toCsv } from "@domain/csv";
import type { AuditFilter } from "@domain/schemas/audit";
import { ACTIVITY_SCREEN } from "./staff-text";

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

/** The filters as the API's query: empty ones left out. */
export function filterQuery(filter: Record<keyof AuditFilter, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
}

/** The Activity screen's CSV (downloadCsv adds the byte-order mark spreadsheet programs need). */
export function activityCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) => [
    e.createdAt,
    e.actorEmail ?? "",
    actionLabel(e.action),
    entityLabel(e.entity),
    e.entityId ?? "",
    e.address ?? "",
    changesText(e.changes),
  ]);
  return toCsv(ACTIVITY_SCREEN.csvColumns, rows);
}
