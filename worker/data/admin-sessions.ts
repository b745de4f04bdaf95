import type { Database } from "@db/client";
import { adminSessions } from "@db/schema";
import { and, desc, eq, gt, lte, ne } from "drizzle-orm";

/** The D1 index of open sessions: one row per session, keyed by a public id, never by the token. */

export type SessionRow = typeof adminSessions.$inferSelect;

export async function insertSessionRow(db: Database, row: typeof adminSessions.$inferInsert) {
  await db.insert(adminSessions).values(row);
}

export async function touchSessionRow(db: Database, id: string, lastSeenAt: string) {
  await db.update(adminSessions).set({ lastSeenAt }).where(eq(adminSessions.id, id));
}

/** An account's sessions that have not expired, most recently used first. */
export function liveSessionRowsOf(db: Database, adminId: number, now = new Date()) {
  return db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), gt(adminSessions.expiresAt, now.toISOString())))
    .orderBy(desc(adminSessions.lastSeenAt));
}

/** Removes one session of an account (by its public id), answering its token hash if it was there. */
export async function deleteSessionRowOf(db: Database, adminId: number, id: string) {
  const [row] = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), eq(adminSessions.id, id)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return row?.tokenHash ?? null;
}

export async function deleteSessionRowByHash(db: Database, tokenHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
}

/** Removes every session row of an account (but `exceptId`), answering their token hashes. */
export async function deleteSessionRowsOf(db: Database, adminId: number, exceptId?: string) {
  const rows = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), exceptId ? ne(adminSessions.id, exceptId) : undefined))
    .returning({ tokenHash: adminSessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

export async function pruneExpiredSessionRows(db: Database, now = new Date()): Promise<number> {
  const result = await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now.toISOString()));
  return result.meta.changes;
}
