import type { Database } from "@db/client";
import { slugRedirects } from "@db/schema";
import type { ContentKind } from "@domain/constants";
import { and, eq, ne } from "drizzle-orm";
import type { WriteOutcome } from "./writes";

/**
 * Old slugs that keep working. A redirect points at the item (its id), never at another slug, so a
 * post renamed a → b → c answers one 301 from a and from b straight to c.
 */

/** Keeps the old slug of an item whose public address changed; going back to an old slug frees it. */
export async function recordSlugChange(
  db: Database,
  kind: ContentKind,
  targetId: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await db.batch([
    db
      .insert(slugRedirects)
      .values({ kind, slug: oldSlug, targetId })
      .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.slug], set: { targetId } }),
    db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, newSlug))),
  ]);
}

/** The item an old slug now stands for, or null when the slug was never renamed away. */
export async function redirectTarget(db: Database, kind: ContentKind, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .limit(1);
  return row?.targetId ?? null;
}

/** True while the slug leads to another item than `exceptId`: it may not be reused yet. */
export async function isSlugRedirecting(
  db: Database,
  kind: ContentKind,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ slug: slugRedirects.slug })
    .from(slugRedirects)
    .where(
      and(
        eq(slugRedirects.kind, kind),
        eq(slugRedirects.slug, slug),
        exceptId === undefined ? undefined : ne(slugRedirects.targetId, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The old slugs of a kind beginning with base, so generated slugs steer clear of them. */
export async function redirectingSlugs(db: Database, kind: ContentKind): Promise<Set<string>> {
  const rows = await db.select({ slug: slugRedirects.slug }).from(slugRedirects).where(eq(slugRedirects.kind, kind));
  return new Set(rows.map((r) => r.slug));
}

/** A deleted item's old slugs lead nowhere any more: free them. */
export async function forgetRedirectsTo(db: Database, kind: ContentKind, targetId: string): Promise<void> {
  await db.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.targetId, targetId)));
}

/** After an update: when readers could see the item, its old slug keeps leading to it. */
export async function keepOldSlug<T extends { slug: string }>(
  db: Database,
  kind: ContentKind,
  id: number,
  before: { slug: string; public: boolean },
  outcome: WriteOutcome<T>,
): Promise<WriteOutcome<T>> {
  if (outcome.ok && before.public) await recordSlugChange(db, kind, String(id), before.slug, outcome.value.slug);
  return outcome;
}

/** Runs an item's delete and forgets the old slugs that led to it; true when there was an item. */
export async function deleteWithRedirects(
  db: Database,
  kind: ContentKind,
  id: number,
  deleting: PromiseLike<unknown[]>,
): Promise<boolean> {
  const deleted = await deleting;
  await forgetRedirectsTo(db, kind, String(id));
  return deleted.length > 0;
}
