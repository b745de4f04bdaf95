import type { Database } from "@db/client";
import { adminUsers } from "@db/schema";
import { eq } from "drizzle-orm";

/** The account a sign-in names (emails are stored lower-cased), hash included: for verification only. */
export async function findAdminForSignIn(db: Database, email: string) {
  const [row] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      passwordHash: adminUsers.passwordHash,
    })
    .from(adminUsers)
    .where(eq(adminUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** Stamps a successful sign-in, storing a fresh hash when the old one used other parameters. */
export async function recordSignIn(db: Database, id: number, rehashed: string | null, now = new Date()) {
  await db
    .update(adminUsers)
    .set({ lastLoginAt: now.toISOString(), ...(rehashed ? { passwordHash: rehashed } : {}) })
    .where(eq(adminUsers.id, id));
}
