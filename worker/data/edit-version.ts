import type { Database } from "@db/client";
import { adminUsers, auditLog } from "@db/schema";
import type { LastEditor } from "@domain/edit-version";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

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
