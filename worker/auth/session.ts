import { randomToken, sha256Hex } from "./tokens";

/** Absolute lifetime (enforced by the KV TTL) and idle timeout (checked here). */
export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** lastSeenAt is refreshed at most this often, to keep KV writes off most requests. */
const TOUCH_INTERVAL_SECONDS = 5 * 60;

export interface AdminSession {
  adminId: number;
  email: string;
  name: string;
  /** The public id of this session in the account's index (see session-index.ts); absent on older sessions. */
  sessionId?: string;
  /** Signed in with a password alone where the firm requires a second factor: may only enrol one. */
  enrolmentOnly?: boolean;
  /** Sent back by the back office in the CSRF header on every cookie-authenticated write. */
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/** Tokens are 32 random bytes, base64url: 43 characters. Anything else is refused unread. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionKeyOfHash = (tokenHash: string) => `session:${tokenHash}`;
const sessionKey = async (token: string) => sessionKeyOfHash(await sha256Hex(token));

/** Opens a session in KV only; `openSession` (session-index.ts) also lists it under its account. */
export async function createSession(
  kv: KVNamespace,
  admin: { id: number; email: string; name: string },
  now = new Date(),
  extra: { sessionId?: string; enrolmentOnly?: boolean } = {},
): Promise<{ token: string; tokenHash: string; session: AdminSession }> {
  const token = randomToken(32);
  const session: AdminSession = {
    adminId: admin.id,
    email: admin.email,
    name: admin.name,
    ...(extra.sessionId ? { sessionId: extra.sessionId } : {}),
    ...(extra.enrolmentOnly ? { enrolmentOnly: true } : {}),
    csrfToken: randomToken(32),
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000).toISOString(),
  };
  const tokenHash = await sha256Hex(token);
  await kv.put(sessionKeyOfHash(tokenHash), JSON.stringify(session), { expirationTtl: SESSION_LIFETIME_SECONDS });
  return { token, tokenHash, session };
}

/** The live session for a token, or null when it is malformed, unknown, expired, idle too long or revoked. */
export async function readSession(
  kv: KVNamespace,
  token: string,
  now = new Date(),
  onTouch?: (session: AdminSession) => Promise<void>,
): Promise<AdminSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const key = await sessionKey(token);
  const session = await kv.get<AdminSession>(key, "json");
  if (!session) return null;
  const idleMs = now.getTime() - Date.parse(session.lastSeenAt);
  if (now.getTime() >= Date.parse(session.expiresAt) || idleMs >= SESSION_IDLE_SECONDS * 1000) {
    await kv.delete(key);
    return null;
  }
  if (idleMs >= TOUCH_INTERVAL_SECONDS * 1000) {
    const touched = { ...session, lastSeenAt: now.toISOString() };
    const remaining = Math.floor((Date.parse(session.expiresAt) - now.getTime()) / 1000);
    // KV refuses TTLs under 60 s; a session that close to its end simply keeps its old lastSeenAt.
    if (remaining >= 60) await kv.put(key, JSON.stringify(touched), { expirationTtl: remaining });
    await onTouch?.(touched);
    return touched;
  }
  return session;
}

/** Lifts the enrolment-only limit once the account has a second factor (same token, same expiry). */
export async function liftEnrolmentOnly(kv: KVNamespace, token: string, session: AdminSession): Promise<void> {
  const { enrolmentOnly: _, ...full } = session;
  const remaining = Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000);
  if (remaining >= 60) await kv.put(await sessionKey(token), JSON.stringify(full), { expirationTtl: remaining });
}

export async function revokeSession(kv: KVNamespace, token: string): Promise<void> {
  if (TOKEN_PATTERN.test(token)) await kv.delete(await sessionKey(token));
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}
