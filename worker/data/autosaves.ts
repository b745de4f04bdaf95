import type { Database } from "@db/client";
import { autosaves } from "@db/schema";
import type { ContentKind } from "@domain/constants";
import type { AutosaveRow } from "@domain/rows";
import { and, eq, inArray } from "drizzle-orm";
import { firstOf } from "./query";

export interface AutosaveKey {
  kind: ContentKind;
  entityId: string;
  authorId: number;
}

const matches = ({ kind, entityId, authorId }: AutosaveKey) =>
  and(eq(autosaves.kind, kind), eq(autosaves.entityId, entityId), eq(autosaves.authorId, authorId));

/** Replaces the person's autosave of the item (one row each, never a growing history). */
export async function putAutosave(db: Database, key: AutosaveKey, fields: Record<string, unknown>) {
  const savedAt = new Date().toISOString();
  await db
    .insert(autosaves)
    .values({ ...key, fields, savedAt })
    .onConflictDoUpdate({ target: [autosaves.kind, autosaves.entityId, autosaves.authorId], set: { fields, savedAt } });
  return { savedAt };
}

export function getAutosave(db: Database, key: AutosaveKey): Promise<AutosaveRow | null> {
  return firstOf(db, autosaves, matches(key));
}

/** Drops the person's autosaves of these items of a kind (after a real save, or when discarded). */
export async function clearAutosaves(db: Database, kind: ContentKind, entityIds: string[], authorId: number) {
  await db
    .delete(autosaves)
    .where(and(eq(autosaves.kind, kind), inArray(autosaves.entityId, entityIds), eq(autosaves.authorId, authorId)));
}
