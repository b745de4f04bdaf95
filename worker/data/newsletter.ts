import type { Database } from "@db/client";
import { newsletterSubscribers } from "@db/schema";
import type { Subscriber, SubscriberStatus } from "@domain/rows";
import { and, desc, eq, sql } from "drizzle-orm";
import { type Paged, type PageQuery, pageOf, searchAny } from "./query";

/** Subscribes an address once; subscribing again (even after unsubscribing) is not an error and adds no row. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: "subscribed", unsubscribedAt: null },
    });
}

const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** Staff's list of subscribers: newest first, searched by email, optionally one status. */
export async function listSubscribers(
  db: Database,
  query: PageQuery & { status?: SubscriberStatus },
): Promise<Paged<Subscriber>> {
  const where = and(
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
    searchAny(query.search, [newsletterSubscribers.email]),
  );
  return pageOf(db, newsletterSubscribers, where, newestFirst, query);
}

/**
 * Marks a subscriber unsubscribed and keeps the row (the record of who opted out, and when).
 * Unsubscribing twice keeps the first date.
 */
export async function unsubscribeSubscriber(db: Database, id: number): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row ?? null;
}
