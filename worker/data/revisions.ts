import type { Database } from "@db/client";
import { revisions } from "@db/schema";
import { type ContentKind, PUBLISHING } from "@domain/constants";
import { postState } from "@domain/post-state";
import type { BlogPost, Revision } from "@domain/rows";
import { and, desc, eq } from "drizzle-orm";
import { now } from "../clock";
import { firstOf } from "./query";

/** Columns the server keeps itself (ids, counters, timestamps, the schedule's bookkeeping, the API's derived state): not part of a revision. */
const SERVER_FIELDS = new Set([
  "id",
  "views",
  "createdAt",
  "updatedAt",
  "contentUpdatedAt",
  "publishDate",
  "scheduledFor",
  "state",
]);

/** The fields staff edit, as a revision keeps them. */
export function editableFields(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SERVER_FIELDS.has(key)));
}

export interface RevisionAuthor {
  adminId: number;
  name: string;
}

/** A save that leaves a post scheduled records that schedule: "scheduled for …" in its history. */
function scheduleEvent(kind: ContentKind, row: object): Pick<Revision, "event" | "eventAt"> {
  const post = row as Partial<Pick<BlogPost, "status" | "scheduledFor">>;
  if (kind !== "post" || !post.status || !post.scheduledFor) return { event: null, eventAt: null };
  return postState({ status: post.status, scheduledFor: post.scheduledFor }, now()) === "scheduled"
    ? { event: "scheduled", eventAt: post.scheduledFor }
    : { event: null, eventAt: null };
}

/** Keeps the item's state after a save: who, when, the fields (and the schedule a post's save set). */
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
      ...scheduleEvent(kind, row),
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
  return firstOf(db, revisions, and(eq(revisions.kind, kind), eq(revisions.entityId, entityId), eq(revisions.id, id)));
}
