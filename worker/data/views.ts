import type { Database } from "@db/client";
import { blogPosts, blogViewMarks } from "@db/schema";
import { and, eq, lt, notExists, sql } from "drizzle-orm";

export interface ViewMark {
  slug: string;
  /** A hash standing for one visitor on one day (worker/views/visitor.ts). */
  visitor: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
}

const published = (slug: string) => and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published"));

/**
 * One view of a published post, at most once per visitor and day: the increment (only while no mark
 * exists) and the mark go to D1 together in one batch, a single round trip.
 */
export async function recordBlogView(db: Database, { slug, visitor, day }: ViewMark): Promise<void> {
  const marked = db
    .select({ one: sql`1` })
    .from(blogViewMarks)
    .where(and(eq(blogViewMarks.day, day), eq(blogViewMarks.visitor, visitor), eq(blogViewMarks.postId, blogPosts.id)));
  await db.batch([
    db
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
      .where(and(published(slug), notExists(marked))),
    db
      .insert(blogViewMarks)
      .select(
        db
          .select({ day: sql`${day}`.as("day"), visitor: sql`${visitor}`.as("visitor"), postId: blogPosts.id })
          .from(blogPosts)
          .where(published(slug)),
      )
      .onConflictDoNothing(),
  ]);
}

/** Marks older than `keepFrom` (a UTC day) are no longer needed to tell a repeat view. */
export async function pruneBlogViewMarks(db: Database, keepFrom: string): Promise<number> {
  const rows = await db
    .delete(blogViewMarks)
    .where(lt(blogViewMarks.day, keepFrom))
    .returning({ day: blogViewMarks.day });
  return rows.length;
}
