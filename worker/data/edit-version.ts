import type { Database } from "@db/client";
import { adminUsers, auditLog } from "@db/schema";
import type { LastEditor } from "@domain/edit-version";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";

/**
 * The version a save stores: now, or one millisecond after the old version when the clock has not
 * moved past it (two saves in one millisecond), so every save changes the ETag (issue 25).
 */
export const nextVersion = (updatedAt: SQLiteColumn): SQL =>
  sql`(CASE WHEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') > ${updatedAt}
    THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${updatedAt}, '+0.001 seconds') END)`;

/**
 * The condition that makes a save conditional: checked by the UPDATE itself, so of two racing saves
 * with the same version only one matches. Undefined (no condition) when the client sent no If-Match.
 */
export const versionIs = (updatedAt: SQLiteColumn, expected: string | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(updatedAt, expected);

/** A table of edited items: an id, and the version (updatedAt) a save must still match. */
type VersionedTable = SQLiteTable & { id: SQLiteColumn; updatedAt: SQLiteColumn };

/**
 * Saves an item's columns with its next version, only while it still has the version the editor
 * opened (`expected`; none: unconditional). The saved row, or undefined when no row matched.
 */
export async function saveVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  id: string | number,
  values: SQLiteUpdateSetSource<T>,
  expected: string | undefined,
): Promise<T["$inferSelect"] | undefined> {
  const [row] = await db
    .update(table as VersionedTable)
    .set({ ...values, updatedAt: nextVersion(table.updatedAt) } as SQLiteUpdateSetSource<VersionedTable>)
    .where(and(eq(table.id, id), versionIs(table.updatedAt, expected)))
    .returning();
  return row as T["$inferSelect"] | undefined;
}

/** Audit actions that change an item's content: the last of them names who saved it. */
const SAVES = ["create", "update", "status_change"] as const;

/** Who saved the item last, from the audit log (by name when the account still exists). */
export async function lastEditor(db: Database, entity: string, entityId: string): Promise<LastEditor | null> {
  const [row] = await db
    .select({ name: adminUsers.name, email: auditLog.actorEmail })
    .from(auditLog)
    .leftJoin(adminUsers, eq(adminUsers.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), inArray(auditLog.action, [...SAVES])))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) return null;
  return { name: row.name ?? row.email ?? "", email: row.email };
}
