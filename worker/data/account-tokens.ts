import type { Database } from "@db/client";
import { accountTokens, adminUsers } from "@db/schema";
import type { ACCOUNT_TOKEN_PURPOSES } from "@domain/constants";
import { and, eq, gt, isNull, lte } from "drizzle-orm";

type Purpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A link that still works: this token and purpose, not used yet, not expired at `now`. */
const usable = (tokenHash: string, purpose: Purpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now.toISOString()),
  );

/** Stores a new link's token hash; any earlier unused link of the same purpose stops working. */
export async function storeAccountToken(
  db: Database,
  row: { tokenHash: string; adminId: number; purpose: Purpose; expiresAt: string },
) {
  await db.batch([
    db
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.adminId, row.adminId),
          eq(accountTokens.purpose, row.purpose),
          isNull(accountTokens.usedAt),
        ),
      ),
    db.insert(accountTokens).values(row),
  ]);
}

/**
 * Uses a link once: one UPDATE marks it used only if it is unused and unexpired, so two requests
 * racing with the same token cannot both succeed. Answers the account, or null.
 */
export async function consumeAccountToken(db: Database, tokenHash: string, purpose: Purpose, now = new Date()) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now.toISOString() })
    .where(usable(tokenHash, purpose, now))
    .returning({ adminId: accountTokens.adminId });
  return row?.adminId ?? null;
}

export async function pruneExpiredAccountTokens(db: Database, now = new Date()): Promise<number> {
  const result = await db.delete(accountTokens).where(lte(accountTokens.expiresAt, now.toISOString()));
  return result.meta.changes;
}

/** The account a still-usable link belongs to, without using it (null when unknown, used or expired). */
export async function accountOfToken(db: Database, tokenHash: string, purpose: Purpose, now = new Date()) {
  const [row] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.name })
    .from(accountTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, accountTokens.adminId))
    .where(usable(tokenHash, purpose, now))
    .limit(1);
  return row ?? null;
}
