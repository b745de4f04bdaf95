import type { AuditEntry } from "@domain/audit";
import { formatInZone } from "@domain/time-format";

/** Staff accounts by id, so the log names people instead of "#2". */
export type PeopleById = ReadonlyMap<number, string>;

/** Fields whose values are staff account ids. */
const STAFF_ID_FIELD = /^(actorId|adminId|authorId|changedById|createdById|invitedById|staffId|userId)$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** "firmName" and "assigned_to" → "Firm name", "Assigned to". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase()
    .replace(/(.) id$/, "$1")
    .trim();
  if (words === "id") return "ID";
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value as a person reads it: times in the firm's zone, yes/no, lists, names for staff ids. */
export function readableValue(field: string, value: unknown, zone: string, people: PeopleById): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && STAFF_ID_FIELD.test(field)) return people.get(value) ?? `#${value}`;
  if (typeof value === "string" && ISO_INSTANT.test(value)) return formatInZone(value, zone);
  if (Array.isArray(value)) return value.map((v) => readableValue(field, v, zone, people)).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** "Firm name: Old → New" per changed field, one line each. */
export function readableChanges(changes: AuditEntry["changes"], zone: string, people: PeopleById): string {
  return Object.entries(changes ?? {})
    .map(
      ([field, [before, after]]) =>
        `${fieldLabel(field)}: ${readableValue(field, before, zone, people)} → ${readableValue(field, after, zone, people)}`,
    )
    .join("\n");
}

/** The item an entry is about: a staff account by its holder's name, anything else by its id. */
export function readableItem(entity: string, label: string, entityId: string | null, people: PeopleById): string {
  if (!entityId) return label;
  const person = entity === "staff" ? people.get(Number(entityId)) : undefined;
  return person ? `${label}: ${person}` : `${label} #${entityId}`;
}
