import { AUDIT, type AuditEntry, REDACTED, SECRET_FIELD } from "@domain/audit";

/** Compact before/after of a change: only fields that differ, long texts cut, secrets never. */

/** Bookkeeping columns every write touches: noise in a log of what someone changed. */
const IGNORED = new Set(["updatedAt", "createdAt", "contentUpdatedAt"]);

function compactValue(value: unknown): unknown {
  if (typeof value === "string") return value.length > AUDIT.valueMax ? `${value.slice(0, AUDIT.valueMax)}…` : value;
  if (value !== null && typeof value === "object") {
    const text = JSON.stringify(value);
    return text.length > AUDIT.valueMax ? `${text.slice(0, AUDIT.valueMax)}…` : value;
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Row = Record<string, unknown> | null | undefined;

/**
 * `{ field: [before, after] }` for each field that changed (a create has before = null, a delete
 * after = null); null when nothing did. A secret field's change shows as "[redacted]" both sides.
 */
export function compactChanges(before: Row, after: Row): AuditEntry["changes"] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const was = before ? (before[key] ?? null) : null;
    const now = after ? (after[key] ?? null) : null;
    if (same(was, now)) continue;
    if (SECRET_FIELD.test(key)) {
      changes[key] = [before ? REDACTED : null, after ? REDACTED : null];
      continue;
    }
    changes[key] = [compactValue(was), compactValue(now)];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
