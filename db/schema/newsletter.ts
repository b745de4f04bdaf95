import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONSENT_EVENTS, SUBSCRIBER_STATUSES } from "../../domain/constants";
import { belongsTo, nowIso, oneOf, serialId, timestamps } from "./columns";

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: serialId(),
    /** Stored lower-cased so one address subscribes once. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("subscribed"),
    unsubscribedAt: text("unsubscribed_at"),
    /** Set when the address confirmed (double opt-in); only confirmed addresses are subscribers. */
    confirmedAt: text("confirmed_at"),
    /** The secret of the address's one-click unsubscribe links. */
    token: text("token").unique(),
    /**
     * The secret of the latest confirm link: it confirms once, is kept afterwards so a later open can be
     * told "already confirmed" or "expired", and is replaced when an unsubscribed address signs up again.
     */
    confirmToken: text("confirm_token").unique(),
    ...timestamps,
  },
  (t) => [
    check("newsletter_status_check", oneOf("status", SUBSCRIBER_STATUSES)),
    check("newsletter_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("newsletter_status_date_idx").on(t.status, t.createdAt),
    index("newsletter_date_idx").on(t.createdAt, t.id),
  ],
);

/** A subscriber's consent record: each sign-up, confirmation and unsubscribe, with its date, kept. */
export const newsletterConsentEvents = sqliteTable(
  "newsletter_consent_events",
  {
    id: serialId(),
    subscriberId: belongsTo("subscriber_id", () => newsletterSubscribers.id),
    event: text("event", { enum: CONSENT_EVENTS }).notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("newsletter_consent_event_check", oneOf("event", CONSENT_EVENTS)),
    index("newsletter_consent_subscriber_idx").on(t.subscriberId, t.createdAt),
  ],
);
