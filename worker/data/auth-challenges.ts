import type { Database } from "@db/client";
import { authChallenges } from "@db/schema";
import type { AUTH_CHALLENGE_PURPOSES } from "@domain/constants";
import { and, eq, gt, lte } from "drizzle-orm";

type Purpose = (typeof AUTH_CHALLENGE_PURPOSES)[number];

export async function storeChallenge(
  db: Database,
  row: { id: string; purpose: Purpose; adminId: number | null; expiresAt: string },
) {
  await db.insert(authChallenges).values(row);
}

/**
 * Takes a challenge out, once: the DELETE … RETURNING answers it to exactly one caller, and only
 * while unexpired. Answers the account it was issued for (null for a usernameless sign-in), or undefined.
 */
export async function consumeChallenge(db: Database, id: string, purpose: Purpose, now = new Date()) {
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, id), eq(authChallenges.purpose, purpose)))
    .returning({ adminId: authChallenges.adminId, expiresAt: authChallenges.expiresAt });
  if (!row || row.expiresAt <= now.toISOString()) return undefined;
  return { adminId: row.adminId };
}

/** Reads a challenge without using it up (a pending second factor survives a mistyped code). */
export async function peekChallenge(db: Database, id: string, purpose: Purpose, now = new Date()) {
  const [row] = await db
    .select({ adminId: authChallenges.adminId })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row;
}

export async function pruneExpiredChallenges(db: Database, now = new Date()): Promise<number> {
  const result = await db.delete(authChallenges).where(lte(authChallenges.expiresAt, now.toISOString()));
  return result.meta.changes;
}
