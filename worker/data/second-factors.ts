import type { Database } from "@db/client";
import { authPolicy, passkeys, recoveryCodes, totpFactors } from "@db/schema";
import type { PasskeyView } from "@domain/rows";
import { and, count, eq, isNotNull, isNull, lt } from "drizzle-orm";

/** Passkeys, TOTP factors, recovery codes and the firm's second-factor rule, as plain queries. */

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function passkeysOf(db: Database, adminId: number): Promise<PasskeyView[]> {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.adminId, adminId))
    .orderBy(passkeys.createdAt);
}

export async function credentialIdsOf(db: Database, adminId: number) {
  return db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.adminId, adminId));
}

export async function findPasskey(db: Database, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row;
}

export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert) {
  await db.insert(passkeys).values(row);
}

export async function recordPasskeyUse(db: Database, id: string, counter: number, now = new Date()) {
  await db.update(passkeys).set({ counter, lastUsedAt: now.toISOString() }).where(eq(passkeys.id, id));
}

export async function deletePasskeyOf(db: Database, adminId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.adminId, adminId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function totpFactorOf(db: Database, adminId: number) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.adminId, adminId)).limit(1);
  return row;
}

/** A new, unconfirmed secret (replacing an unconfirmed one). */
export async function startTotpFactor(db: Database, adminId: number, secret: string) {
  await db
    .insert(totpFactors)
    .values({ adminId, secret })
    .onConflictDoUpdate({ target: totpFactors.adminId, set: { secret, confirmedAt: null, lastStep: 0 } });
}

/** Records an accepted code's time step, only if it is later than the last one (no code used twice). */
export async function advanceTotpStep(db: Database, adminId: number, step: number, confirmedAt?: string) {
  const rows = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(confirmedAt ? { confirmedAt } : {}) })
    .where(and(eq(totpFactors.adminId, adminId), lt(totpFactors.lastStep, step)))
    .returning({ adminId: totpFactors.adminId });
  return rows.length > 0;
}

export async function deleteTotpFactor(db: Database, adminId: number) {
  await db.batch([
    db.delete(totpFactors).where(eq(totpFactors.adminId, adminId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)),
  ]);
}

/** Replaces an account's recovery codes with new ones (hashes). */
export async function replaceRecoveryCodes(db: Database, adminId: number, codeHashes: string[]) {
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)),
    db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash }))),
  ]);
}

/** Uses a recovery code once (an UPDATE that only an unused code passes). */
export async function spendRecoveryCode(db: Database, adminId: number, codeHash: string, now = new Date()) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(recoveryCodes.adminId, adminId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(db: Database, adminId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** What second factors an account has: a confirmed TOTP app, and how many passkeys. */
export async function secondFactorsOf(db: Database, adminId: number) {
  const [[totp], [keys]] = await Promise.all([
    db
      .select({ n: count() })
      .from(totpFactors)
      .where(and(eq(totpFactors.adminId, adminId), isNotNull(totpFactors.confirmedAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.adminId, adminId)),
  ]);
  return { totp: (totp?.n ?? 0) > 0, passkeys: keys?.n ?? 0 };
}

export async function requiresSecondFactor(db: Database): Promise<boolean> {
  const [row] = await db.select({ on: authPolicy.requireSecondFactor }).from(authPolicy).limit(1);
  return row?.on ?? false;
}

export async function setRequireSecondFactor(db: Database, on: boolean) {
  await db
    .insert(authPolicy)
    .values({ id: 1, requireSecondFactor: on })
    .onConflictDoUpdate({ target: authPolicy.id, set: { requireSecondFactor: on } });
}
