import type { Database } from "@db/client";
import { emailOutbox, newsletterConsentEvents, newsletterSubscribers } from "@db/schema";
import type { ConsentEvent, SubscriberState } from "@domain/constants";
import type { Subscriber, SubscriberRow } from "@domain/rows";
import type { CursorQuery } from "@domain/schemas/cursor";
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { EXPORT_BATCH, type NextBatch } from "./csv-stream";
import { matchingList } from "./full-text";
import { byCreation, type KeysetPage, keysetBatch } from "./keyset";
import type { PageQuery } from "./query";
import { filteredOrMaintainedCount, type SearchedList, searchedListPage } from "./searched-list";

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
 * (double opt-in) with a new confirm secret, so no link sent before an unsubscribe confirms it again;
 * an address already confirmed stays confirmed. Subscribing again adds no row.
 */
export function subscribeInsert(db: Database, email: string, token: string, confirmToken: string) {
  const wasOut = sql`${newsletterSubscribers.status} = 'unsubscribed'`;
  return db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), token, confirmToken })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        confirmedAt: sql`CASE WHEN ${newsletterSubscribers.status} = 'subscribed' THEN ${newsletterSubscribers.confirmedAt} END`,
        status: "subscribed",
        unsubscribedAt: null,
        token: sql`coalesce(${newsletterSubscribers.token}, excluded.token)`,
        confirmToken: sql`CASE WHEN ${wasOut} OR ${newsletterSubscribers.confirmToken} IS NULL THEN excluded.confirm_token ELSE ${newsletterSubscribers.confirmToken} END`,
      },
    });
}

/** For a batch: adds `event` to the consent record of the subscriber `where` picks, if it picks one. */
function recordConsent(db: Database, event: ConsentEvent, where: SQL | undefined) {
  return db.insert(newsletterConsentEvents).select(
    db
      // insert…select wants every column, in the table's order; NULL lets SQLite number the row.
      .select({
        id: sql<number>`NULL`.as("id"),
        subscriberId: newsletterSubscribers.id,
        event: sql<ConsentEvent>`${event}`.as("event"),
        createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
      })
      .from(newsletterSubscribers)
      .where(where),
  );
}

/** For a batch after subscribeInsert: records the sign-up of an address that was new or unsubscribed. */
export const recordSignUp = (db: Database, email: string) =>
  recordConsent(db, "subscribed", eq(newsletterSubscribers.email, email.toLowerCase()));

/** What a confirm link does: confirm once; afterwards say so; after an unsubscribe it has expired. */
export type ConfirmOutcome = "confirmed" | "alreadyConfirmed" | "expired" | "invalid";

/**
 * The address behind a confirm link confirms, once: the record gains one "confirmed", however often
 * the link is opened. A link whose address has since unsubscribed has expired: it never re-subscribes.
 */
export async function confirmSubscription(db: Database, confirmToken: string): Promise<ConfirmOutcome> {
  const byLink = eq(newsletterSubscribers.confirmToken, confirmToken);
  const waiting = and(
    byLink,
    eq(newsletterSubscribers.status, "subscribed"),
    isNull(newsletterSubscribers.confirmedAt),
  );
  const [, confirmed] = await db.batch([
    recordConsent(db, "confirmed", waiting),
    db
      .update(newsletterSubscribers)
      .set({ confirmedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` })
      .where(waiting)
      .returning({ id: newsletterSubscribers.id }),
  ]);
  if (confirmed.length > 0) return "confirmed";
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(byLink)
    .limit(1);
  if (!row) return "invalid";
  return row.status === "subscribed" ? "alreadyConfirmed" : "expired";
}

/** Marks the subscriber `where` picks unsubscribed (keeping the first date) and records it once. */
async function unsubscribeWhere(db: Database, where: SQL) {
  const [, rows] = await db.batch([
    recordConsent(db, "unsubscribed", and(where, eq(newsletterSubscribers.status, "subscribed"))),
    db.update(newsletterSubscribers).set(unsubscribed).where(where).returning(),
  ]);
  return rows[0] ?? null;
}

/** One-click unsubscribe by the link's secret; answers whether the link was good. */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  return (await unsubscribeWhere(db, eq(newsletterSubscribers.token, token))) !== null;
}

/** Only confirmed, still-subscribed addresses receive the newsletter. */
export const isConfirmedSubscriber = and(
  eq(newsletterSubscribers.status, "subscribed"),
  isNotNull(newsletterSubscribers.confirmedAt),
);

type SubscriberFields = Omit<Subscriber, "history">;
const withoutToken = ({ token: _secret, confirmToken: _link, ...shown }: SubscriberRow): SubscriberFields => shown;

/** Each subscriber with its consent record, oldest step first (one query for the page). */
async function withHistory(db: Database, rows: readonly SubscriberRow[]): Promise<Subscriber[]> {
  const ids = rows.map((r) => r.id);
  const events = ids.length
    ? await db
        .select()
        .from(newsletterConsentEvents)
        .where(inArray(newsletterConsentEvents.subscriberId, ids))
        .orderBy(asc(newsletterConsentEvents.createdAt), asc(newsletterConsentEvents.id))
    : [];
  return rows.map((row) => ({
    ...withoutToken(row),
    history: events.filter((e) => e.subscriberId === row.id).map(({ event, createdAt }) => ({ event, createdAt })),
  }));
}

const unsubscribed = {
  status: "unsubscribed" as const,
  unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
};

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

const stateWhere = (filter: SubscriberFilter) => (filter.status ? STATE_WHERE[filter.status] : undefined);
const whereOf = (filter: SubscriberFilter) =>
  and(stateWhere(filter), matchingList(newsletterSubscribers.id, "newsletter_subscribers_search", filter.search));

const subscriberList: SearchedList<typeof newsletterSubscribers, SubscriberRow> = {
  table: newsletterSubscribers,
  index: "newsletter_subscribers_search",
  key: byCreation(newsletterSubscribers),
};

/** Staff's list of subscribers: newest first, searched by email, optionally one state; keyset-paged (keyset.ts). */
export async function listSubscribers(
  db: Database,
  query: PageQuery & SubscriberFilter & CursorQuery,
): Promise<KeysetPage<Subscriber>> {
  const total = filteredOrMaintainedCount(db, newsletterSubscribers, "newsletter_subscribers");
  const page = await searchedListPage(db, subscriberList, query, stateWhere(query), total);
  return { ...page, items: await withHistory(db, page.items) };
}

/** The filter's matches in batches for the CSV export, newest first, each after the last one's end. */
export const subscriberExportBatches =
  (db: Database, filter: SubscriberFilter): NextBatch<SubscriberFields> =>
  async (last) => {
    const after = last ? { at: last.createdAt, id: last.id } : null;
    const rows = await keysetBatch(db, newsletterSubscribers, subscriberList.key, whereOf(filter), after, EXPORT_BATCH);
    return rows.map(withoutToken);
  };

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
    db.delete(newsletterConsentEvents).where(eq(newsletterConsentEvents.subscriberId, id)),
  ]);
  return erased.length > 0;
}

/**
 * Marks a subscriber unsubscribed and keeps the row (the record of who opted out, and when).
 * Unsubscribing twice keeps the first date.
 */
export async function unsubscribeSubscriber(db: Database, id: number): Promise<Subscriber | null> {
  const row = await unsubscribeWhere(db, eq(newsletterSubscribers.id, id));
  return row ? ((await withHistory(db, [row]))[0] ?? null) : null;
}
