import type { Database } from "@db/client";
import { blogPosts, blogPublicSince, revisions } from "@db/schema";
import type { BlogPost, BlogStatus } from "@domain/rows";
import { toMinute, WALL_TIME, wallTimeToUtc } from "@domain/time-zone";
import { and, asc, desc, inArray, isNotNull, lte, type SQL } from "drizzle-orm";
import { now } from "../clock";
import { editableFields } from "./revisions";

/**
 * The one rule for "the public may see this post": published, or scheduled and its minute has come.
 * The query decides, so a scheduled post appears on time everywhere (pages, lists, sitemap, RSS)
 * whether or not the cron that marks it published has run yet.
 * One range on `blogPublicSince` (a published post's date, a scheduled draft's minute), served by
 * its indexes: no OR of two indexes, no full read of the published rows (issue 29).
 */
export const publiclyVisible = (): SQL => lte(blogPublicSince, now().toISOString());

/**
 * Newest first among visible posts, on the same expression the public indexes hold, so a page is an
 * index walk with no sort. For a visible post it is the recency staff's lists order by.
 */
export const publicNewestFirst: SQL[] = [desc(blogPublicSince), desc(blogPosts.id)];
export const publicOldestFirst: SQL[] = [asc(blogPublicSince), asc(blogPosts.id)];

/** What a save stores for status, publish date and schedule. */
export interface Publishing {
  status: BlogStatus;
  publishDate: string | null;
  scheduledFor: string | null;
}

/** A publishAt as staff send it: a wall time in the firm's zone, or an ISO instant with its offset. */
export function publishInstant(publishAt: string, timeZone: string): Date | null {
  if (WALL_TIME.test(publishAt)) return wallTimeToUtc(publishAt, timeZone);
  const instant = new Date(publishAt);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Turns the editor's status and publish time into stored columns. A published post with a future
 * time is scheduled: it stays a draft, its publish date is the scheduled minute, and the cron (or
 * the visibility rule, whichever comes first) makes it public. A post keeps its first publish date;
 * a schedule that never came to pass is no publish date.
 */
export function publishingOf(
  input: { status: BlogStatus; publishAt?: string | undefined },
  current: Pick<BlogPost, "publishDate" | "scheduledFor"> | null,
  timeZone: string,
  now: Date,
): Publishing {
  const pendingSchedule = current?.scheduledFor != null && Date.parse(current.scheduledFor) > now.getTime();
  const kept = pendingSchedule ? null : (current?.publishDate ?? null);
  if (input.status === "draft") return { status: "draft", publishDate: kept, scheduledFor: null };
  const at = input.publishAt ? publishInstant(input.publishAt, timeZone) : null;
  if (at && at.getTime() > now.getTime()) {
    const minute = toMinute(at);
    return { status: "draft", publishDate: minute, scheduledFor: minute };
  }
  return { status: "published", publishDate: at?.toISOString() ?? kept ?? now.toISOString(), scheduledFor: null };
}

/** Scheduled posts whose minute has come by `now`. */
const dueBy = (now: Date) => and(isNotNull(blogPosts.scheduledFor), lte(blogPosts.scheduledFor, now.toISOString()));

/**
 * Marks every scheduled post whose minute has come as published, so the dashboard and the admin
 * lists agree with what the public already sees, and records "published on schedule" in each one's
 * history. Run by the every-minute cron, which then moves the content version; answers how many.
 * Visibility already followed the clock: this changes the stored status. Once per schedule: the
 * history row and the update go in one batch (one transaction), and a unique index refuses a second
 * record of the same schedule should two runs overlap.
 */
export async function publishDuePosts(db: Database, now: Date): Promise<number> {
  const due = await db.select().from(blogPosts).where(dueBy(now));
  if (due.length === 0) return 0;
  const history = due.map((post) => ({
    kind: "post" as const,
    entityId: String(post.id),
    fields: editableFields({ ...post, status: "published" }),
    authorName: "",
    event: "published_on_schedule" as const,
    eventAt: post.scheduledFor,
  }));
  const [, published] = await db.batch([
    db.insert(revisions).values(history).onConflictDoNothing(),
    db
      .update(blogPosts)
      .set({ status: "published", scheduledFor: null })
      .where(
        and(
          dueBy(now),
          inArray(
            blogPosts.id,
            due.map((post) => post.id),
          ),
        ),
      )
      .returning({ id: blogPosts.id }),
  ]);
  return published.length;
}
