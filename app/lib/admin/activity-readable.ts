import type { AuditEntry } from "@domain/audit";
import { entityLabel } from "@domain/audit-csv";
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

/** The value a create (after) or delete (before) recorded for a field, when it is a text. */
function recorded(changes: AuditEntry["changes"], field: string): string | undefined {
  const [before, after] = changes?.[field] ?? [];
  const value = after ?? before;
  return typeof value === "string" && value ? value : undefined;
}

/** Who a session entry is about: the account signing in or out (its id), or the one ending its own session. */
const sessionHolder = (e: ItemEntry) => (e.action === "session_ended" ? e.actorId : Number(e.entityId));

type ItemEntry = Pick<AuditEntry, "entity" | "entityId" | "action" | "actorId" | "changes">;

/** The name an entry recorded for its item: an invitation's address, anything else's title or name. */
const recordedName = (e: ItemEntry) =>
  e.entity === "invitation"
    ? recorded(e.changes, "email")
    : (recorded(e.changes, "title") ?? recorded(e.changes, "name"));

/** Items by "entity:id" → the name some listed entry recorded for them (a withdrawal records no address; its invite did). */
export type ItemNames = ReadonlyMap<string, string>;

export function itemNames(entries: readonly ItemEntry[]): ItemNames {
  const names = new Map<string, string>();
  for (const e of entries) {
    const name = recordedName(e);
    const key = `${e.entity}:${e.entityId}`;
    // Entries come newest first: the newest name an item had is the one it has.
    if (name && e.entityId && !names.has(key)) names.set(key, name);
  }
  return names;
}

/**
 * The item an entry is about, named as a person knows it: a staff account or a session by its
 * holder's name, an invitation by the address invited, anything else by the title or name it (or
 * another listed entry about it) recorded; only what none of those names keeps its id.
 */
export function readableItem(e: ItemEntry, people: PeopleById, names: ItemNames = new Map()): string {
  const label = entityLabel(e.entity);
  if (!e.entityId) return label;
  const name =
    e.entity === "staff"
      ? people.get(Number(e.entityId))
      : e.entity === "session"
        ? people.get(sessionHolder(e) ?? Number.NaN)
        : (recordedName(e) ?? names.get(`${e.entity}:${e.entityId}`));
  return name ? `${label}: ${name}` : `${label} #${e.entityId}`;
}
