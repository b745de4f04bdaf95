import type { Database } from "@db/client";
import { adminSessions, adminUsers } from "@db/schema";
import type { StaffRole } from "@domain/roles";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";

/** The columns a password check reads: who the account is, and its hash. */
const WITH_HASH = {
  id: adminUsers.id,
  email: adminUsers.email,
  name: adminUsers.name,
  passwordHash: adminUsers.passwordHash,
};

/**
 * The active account a sign-in names (emails are stored lower-cased), hash included: for
 * verification only. A deactivated account is treated exactly like an unknown email.
 */
export const findAdminForSignIn = (db: Database, email: string) =>
  accountByEmail(db, email, isNull(adminUsers.deactivatedAt));

/** The account an email names (stored lower-cased) in the given state, hash included. */
async function accountByEmail(db: Database, email: string, state: SQL) {
  const [row] = await db
    .select(WITH_HASH)
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email.trim().toLowerCase()), state))
    .limit(1);
  return row;
}

/**
 * The role a session may act with now, or null when its account is gone or deactivated, or the
 * session was opened before the account's sessions were ended. Read on every signed-in request,
 * so a role change or a deactivation takes effect at once, whatever sessions exist. With
 * `listedSessionId` (writes), also null unless that session is still in the account's D1 index:
 * KV may be stale elsewhere for a minute, the index is not. One query either way.
 */
export async function sessionRole(
  db: Database,
  id: number,
  sessionCreatedAt: string,
  listedSessionId?: string,
): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: adminUsers.role, sessionsRevokedAt: adminUsers.sessionsRevokedAt, listedId: adminSessions.id })
    .from(adminUsers)
    // Without a session to look for, the join matches nothing (no session id is empty) and is not read.
    .leftJoin(adminSessions, and(eq(adminSessions.id, listedSessionId ?? ""), eq(adminSessions.adminId, adminUsers.id)))
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  if (listedSessionId !== undefined && row.listedId === null) return null;
  if (row.sessionsRevokedAt && sessionCreatedAt < row.sessionsRevokedAt) return null;
  return row.role;
}

/** Stamps a successful sign-in, storing a fresh hash when the old one used other parameters. */
export async function recordSignIn(db: Database, id: number, rehashed: string | null, now = new Date()) {
  await db
    .update(adminUsers)
    .set({ lastLoginAt: now.toISOString(), ...(rehashed ? { passwordHash: rehashed } : {}) })
    .where(eq(adminUsers.id, id));
}

/** An account by id, hash included: for verifying its current password. */
export async function findAdminById(db: Database, id: number) {
  const [row] = await db.select(WITH_HASH).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

export async function setPasswordHash(db: Database, id: number, passwordHash: string) {
  await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id));
}

/**
 * The deactivated account an email names, hash included: a sign-in with its correct password is
 * told the account is deactivated (never without the password, so the state is no oracle).
 */
export const findDeactivatedForSignIn = (db: Database, email: string) =>
  accountByEmail(db, email, isNotNull(adminUsers.deactivatedAt));

/** Whether the account is deactivated (a passkey that verifies still opens nothing then). */
export async function isDeactivated(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), isNotNull(adminUsers.deactivatedAt)))
    .limit(1);
  return row !== undefined;
}
