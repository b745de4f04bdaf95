import type { AdminSessionView } from "@domain/rows";
import {
  deleteSessionRowByHash,
  deleteSessionRowOf,
  deleteSessionRowsOf,
  insertSessionRow,
  liveSessionRowsOf,
  touchSessionRow,
} from "@worker/data/admin-sessions";
import type { AppEnv } from "@worker/env";
import { type AdminSession, createSession, readSession, sessionKeyOfHash } from "./session";
import { randomToken, sha256Hex } from "./tokens";

/**
 * Sessions with their per-account index (docs/decisions/011-session-index.md): KV answers "is this
 * token live?" on every request; the D1 index answers "which sessions does this account have?", so
 * staff can see and end them, and a password change, reset or deactivation ends them all at once.
 */

const USER_AGENT_MAX = 300;

export async function openSession(
  app: Pick<AppEnv, "db" | "sessions">,
  admin: { id: number; email: string; name: string },
  userAgent: string | null | undefined,
  now = new Date(),
  options: { enrolmentOnly?: boolean } = {},
) {
  const sessionId = randomToken(16);
  const opened = await createSession(app.sessions, admin, now, { sessionId, ...options });
  await insertSessionRow(app.db, {
    id: sessionId,
    adminId: admin.id,
    tokenHash: opened.tokenHash,
    userAgent: (userAgent ?? "").slice(0, USER_AGENT_MAX),
    createdAt: opened.session.createdAt,
    lastSeenAt: opened.session.lastSeenAt,
    expiresAt: opened.session.expiresAt,
  });
  return opened;
}

/** The live session of a token; its "last seen" in the index follows KV's (at most every 5 minutes). */
export function readIndexedSession(app: AppEnv, token: string, now = new Date()) {
  return readSession(app.sessions, token, now, async (touched) => {
    if (touched.sessionId) await touchSessionRow(app.db, touched.sessionId, touched.lastSeenAt);
  });
}

/** Ends the session a token opened (sign-out, rotation at sign-in). */
export async function endSession(app: AppEnv, token: string): Promise<void> {
  const tokenHash = await sha256Hex(token);
  await Promise.all([app.sessions.delete(sessionKeyOfHash(tokenHash)), deleteSessionRowByHash(app.db, tokenHash)]);
}

/** Ends one of an account's own sessions by its public id; false when it has no such session. */
export async function endSessionOf(app: AppEnv, adminId: number, sessionId: string): Promise<boolean> {
  const tokenHash = await deleteSessionRowOf(app.db, adminId, sessionId);
  if (tokenHash) await app.sessions.delete(sessionKeyOfHash(tokenHash));
  return tokenHash !== null;
}

/**
 * Ends every session of an account, but `exceptSessionId` when given (the one changing its password).
 * For deactivation, password resets and changes. Answers how many sessions ended.
 */
export async function endSessionsOf(
  app: AppEnv,
  adminId: number,
  options: { exceptSessionId?: string } = {},
): Promise<number> {
  const hashes = await deleteSessionRowsOf(app.db, adminId, options.exceptSessionId);
  await Promise.all(hashes.map((hash) => app.sessions.delete(sessionKeyOfHash(hash))));
  return hashes.length;
}

/** An account's open sessions as staff see them, the current one marked. */
export async function listSessionsOf(
  app: AppEnv,
  current: AdminSession,
  now = new Date(),
): Promise<AdminSessionView[]> {
  const rows = await liveSessionRowsOf(app.db, current.adminId, now);
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    current: row.id === current.sessionId,
  }));
}
