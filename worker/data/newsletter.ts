import type { Database } from "@db/client";
import { emailOutbox, newsletterSubscribers } from "@db/schema";
import type { SubscriberState } from "@domain/constants";
import type { Subscriber, SubscriberRow } from "@domain/rows";
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { matchingList } from "./full-text";
import { type Paged, type PageQuery, pageOf } from "./query";

/** A fresh secret for an address's confirm and unsubscribe links (128 random bits, hex). */
export const newSubscriberToken = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The address's row, if it ever subscribed. */
export async function findSubscriber(db: Database, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Subscribes an address once, for a batch: a new or unsubscribed address waits for confirmation
 * (double opt-in); an address already confirmed stays confirmed. Subscribing again adds no row.
 */
export function subscribeInsert(db: Database, email: string, token: string) {
  return db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), token })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        confirmedAt: sql`CASE WHEN ${newsletterSubscribers.status} = 'subscribed' THEN ${newsletterSubscribers.confirmedAt} END`,
        status: "subscribed",
        unsubscribedAt: null,
        token: sql`coalesce(${newsletterSubscribers.token}, excluded.token)`,
      },
    });
}

/** The address behind a confirm link confirms; answers whether the link was good. */
export async function confirmSubscription(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      status: "subscribed",
      unsubscribedAt: null,
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** One-click unsubscribe by the link's secret; answers whether the link was good. */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set(unsubscribed)
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Only confirmed, still-subscribed addresses receive the newsletter. */
export const isConfirmedSubscriber = and(
  eq(newsletterSubscribers.status, "subscribed"),
  isNotNull(newsletterSubscribers.confirmedAt),
);

const withoutToken = ({ token: _secret, ...shown }: SubscriberRow): Subscriber => shown;

const unsubscribed = {
  status: "unsubscribed" as const,
  unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
};

const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** The Subscribers screen's filter: one state (see SUBSCRIBER_STATES) and a search of the address. */
export interface SubscriberFilter {
  status?: SubscriberState | undefined;
  search?: string | undefined;
}

const STATE_WHERE: Record<SubscriberState, SQL | undefined> = {
  subscribed: isConfirmedSubscriber,
  pending: and(eq(newsletterSubscribers.status, "subscribed"), isNull(newsletterSubscribers.confirmedAt)),
  unsubscribed: eq(newsletterSubscribers.status, "unsubscribed"),
};

const whereOf = (filter: SubscriberFilter) =>
  and(
    filter.status ? STATE_WHERE[filter.status] : undefined,
    matchingList(newsletterSubscribers.id, "newsletter_subscribers_search", filter.search),
  );

/** Staff's list of subscribers: newest first, searched by email, optionally one state. */
export async function listSubscribers(db: Database, query: PageQuery & SubscriberFilter): Promise<Paged<Subscriber>> {
  const page = await pageOf(db, newsletterSubscribers, whereOf(query), newestFirst, query);
  return { items: page.items.map(withoutToken), total: page.total };
}

/** Every subscriber the filter matches, newest first: the CSV export (no paging: the file is the whole list). */
export async function subscribersForExport(db: Database, filter: SubscriberFilter): Promise<Subscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(whereOf(filter))
    .orderBy(...newestFirst);
  return rows.map(withoutToken);
}

/**
 * Erases a subscriber (a GDPR-style erase, not an unsubscribe): the row goes, and with it the address
 * and its link secret, so the emailed confirm and unsubscribe links stop working; the newsletter emails
 * queued or sent to it leave the outbox too. One batch: both or neither. Answers whether it existed.
 */
export async function eraseSubscriber(db: Database, id: number): Promise<boolean> {
  const [erased] = await db.batch([
    db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id }),
    db.delete(emailOutbox).where(and(eq(emailOutbox.refType, "subscriber"), eq(emailOutbox.refId, id))),
  ]);
  return erased.length > 0;
}

/**
 * Marks a subscriber unsubscribed and keeps the row (the record of who opted out, and when).
 * Unsubscribing twice keeps the first date.
 */
export async function unsubscribeSubscriber(db: Database, id: number): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set(unsubscribed)
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row ? withoutToken(row) : null;
}
