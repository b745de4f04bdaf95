import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { EMAIL_KINDS, OUTBOX_STATUSES } from "../../domain/constants";
import { nowIso, oneOf, serialId, timestamps } from "./columns";

/**
 * Every email the Worker sends (worker/email/): written in the same batch as the submission it
 * answers, delivered by the queue consumer, retried, and kept as the record of what went out.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: serialId(),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    /** Unique: one email per submission, kind and recipient, however often it is delivered. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    recipient: text("recipient").notNull(),
    /** What the email is about, e.g. "contact" 12: the back office shows its deliveries. */
    refType: text("ref_type"),
    refId: integer("ref_id"),
    /** The template's data (the email's content); cleared after EMAIL_DELIVERY.bodyRetentionDays. */
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Filled when sent: the subject and Reply-To that went out and Email Service's Message-ID. */
    subject: text("subject"),
    replyTo: text("reply_to"),
    messageId: text("message_id"),
    sentAt: text("sent_at"),
    /** When the row was last handed to the queue (the stuck-row job looks at it). */
    queuedAt: text("queued_at").notNull().default(nowIso),
    /** A delivery holds the row until then; another delivery of the same message waits its turn. */
    lockedUntil: text("locked_until"),
    ...timestamps,
  },
  (t) => [
    // No CHECK on kind: features add kinds (templates.ts) without rebuilding the table.
    check("email_outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
    check("email_outbox_attempts_check", sql`${t.attempts} >= 0`),
    index("email_outbox_status_queued_idx").on(t.status, t.queuedAt),
    index("email_outbox_ref_idx").on(t.refType, t.refId),
    index("email_outbox_date_idx").on(t.createdAt),
  ],
);
