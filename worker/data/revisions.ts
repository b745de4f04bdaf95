import type { Database } from "@db/client";
import { revisions } from "@db/schema";
import { type ContentKind, PUBLISHING } from "@domain/constants";
import type { Revision } from "@domain/rows";
import { and, desc, eq } from "drizzle-orm";

/** Columns the server keeps itself (ids, counters, timestamps, the schedule's bookkeeping): not part of a revision. */
const SERVER_FIELDS = new Set(["id", "views", "createdAt", "updatedAt", "publishDate", "scheduledFor"]);

/** The fields staff edit, as a revision keeps them. */
export function editableFields(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SERVER_FIELDS.has(key)));
}

export interface RevisionAuthor {
  adminId: number;
  name: string;
}

/** Keeps the item's state after a save: who, when, the fields. */
export async function recordRevision(
  db: Database,
  kind: ContentKind,
  entityId: string,
  row: object,
  author: RevisionAuthor | null,
  restoredFrom: number | null = null,
): Promise<Revision> {
  const [revision] = await db
    .insert(revisions)
    .values({
      kind,
      entityId,
      fields: editableFields(row),
      authorId: author?.adminId ?? null,
      authorName: author?.name ?? "",
      restoredFrom,
    })
    .returning();
  if (!revision) throw new Error("revision insert returned no row");
  return revision;
}

/** The newest revisions of an item, newest first (20 unless told). */
export function listRevisions(
  db: Database,
  kind: ContentKind,
  entityId: string,
  limit: number = PUBLISHING.revisionsShown,
): Promise<Revision[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.id))
    .limit(limit);
}

export async function getRevision(
  db: Database,
  kind: ContentKind,
  entityId: string,
  id: number,
): Promise<Revision | null> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId), eq(revisions.id, id)))
    .limit(1);
  return row ?? null;
}
