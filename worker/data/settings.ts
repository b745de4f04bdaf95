import type { Database } from "@db/client";
import { firmSettings } from "@db/schema";
import { eq } from "drizzle-orm";

export type FirmSettings = Omit<typeof firmSettings.$inferSelect, "id" | "createdAt" | "updatedAt">;

/** The firm's one settings row. Missing only before the first seed or admin save. */
export async function getFirmSettings(db: Database): Promise<FirmSettings | null> {
  const [row] = await db.select().from(firmSettings).where(eq(firmSettings.id, 1)).limit(1);
  if (!row) return null;
  const { id: _id, createdAt: _c, updatedAt: _u, ...settings } = row;
  return settings;
}
