import type { Database } from "@db/client";
import { adminUsers, editingPresence } from "@db/schema";
import type { ContentKind } from "@domain/constants";
import { PRESENCE_TTL_MS, type PresentEditor } from "@domain/schemas/presence";
import { and, eq, gt, lte, ne, or } from "drizzle-orm";

export interface PresenceKey {
  kind: ContentKind;
  entityId: string;
  adminId: number;
  tabId: string;
}

const isoAt = (ms: number) => new Date(ms).toISOString();

/**
 * One heartbeat of an open editor at `nowMs` (the request's clock): this tab's row moved on, the
 * item's silent rows swept, and the others who have the item open answered, in one D1 batch. The
 * sweep stays within the item: a request at another instant (a test's clock) never clears others'.
 */
export async function beat(db: Database, key: PresenceKey, nowMs: number): Promise<PresentEditor[]> {
  const seenAt = isoAt(nowMs);
  const since = isoAt(nowMs - PRESENCE_TTL_MS);
  const item = and(eq(editingPresence.kind, key.kind), eq(editingPresence.entityId, key.entityId));
  const [, , others] = await db.batch([
    db.delete(editingPresence).where(and(item, lte(editingPresence.seenAt, since))),
    db
      .insert(editingPresence)
      .values({ ...key, seenAt })
      .onConflictDoUpdate({
        target: [editingPresence.kind, editingPresence.entityId, editingPresence.adminId, editingPresence.tabId],
        set: { seenAt },
      }),
    db
      .selectDistinct({ adminId: editingPresence.adminId, name: adminUsers.name })
      .from(editingPresence)
      .innerJoin(adminUsers, eq(adminUsers.id, editingPresence.adminId))
      .where(
        and(
          item,
          gt(editingPresence.seenAt, since),
          // Everyone but this very tab: the same account in another tab counts.
          or(ne(editingPresence.adminId, key.adminId), ne(editingPresence.tabId, key.tabId)),
        ),
      )
      .orderBy(adminUsers.name),
  ]);
  return others.map((row) => ({ name: row.name, sameAccount: row.adminId === key.adminId }));
}

/** The tab closed the editor: it stops counting at once rather than when its heartbeat goes stale. */
export async function leave(db: Database, key: PresenceKey) {
  await db
    .delete(editingPresence)
    .where(
      and(
        eq(editingPresence.kind, key.kind),
        eq(editingPresence.entityId, key.entityId),
        eq(editingPresence.adminId, key.adminId),
        eq(editingPresence.tabId, key.tabId),
      ),
    );
}
