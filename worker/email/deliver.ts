import { emailOutbox } from "@db/schema";
import { EMAIL_DELIVERY } from "@domain/constants";
import type { OutboxRow } from "@domain/rows";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { readFirmSettings } from "../data/settings";
import { type AppEnv, appEnv } from "../env";
import { composeWithFiles } from "./compose";
import type { OutboxMessage } from "./outbox";

/**
 * The queue consumer. A message names an outbox row; the row says whether it still needs sending.
 * A row is claimed (locked for a lease) before it is sent, so a duplicate delivery of the same
 * message (Queues deliver at least once) finds it sent, or locked, and sends nothing.
 */

/** The dead-letter queue of wrangler.toml: messages whose retries ran out. */
export const DEAD_LETTER_QUEUE = "lawfirm-email-dlq";

const isoIn = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Takes the row for this delivery, or answers null when it is sent, failed, or held by another. */
async function claim(app: AppEnv, id: number, now: Date): Promise<OutboxRow | null> {
  const nowIso = now.toISOString();
  const [row] = await app.db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lockedUntil: isoIn(now, EMAIL_DELIVERY.leaseSeconds) })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.status, "queued"),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, nowIso)),
      ),
    )
    .returning();
  return row ?? null;
}

export type DeliveryOutcome = "sent" | "skipped" | "retry";

/** Sends one row if it still needs sending; a failure is recorded on the row and answers "retry". */
export async function deliverOutboxRow(app: AppEnv, id: number, now = new Date()): Promise<DeliveryOutcome> {
  const row = await claim(app, id, now);
  if (!row) return "skipped";
  try {
    const firm = await readFirmSettings(app.db);
    const message = await composeWithFiles(row, firm, app.emailFrom, app.publicOrigin, app.media);
    const { messageId } = await app.email.send(message);
    await app.db
      .update(emailOutbox)
      .set({
        status: "sent",
        messageId,
        sentAt: new Date().toISOString(),
        subject: message.subject,
        replyTo: typeof message.replyTo === "object" ? message.replyTo.email : (message.replyTo ?? null),
        lastError: null,
        lockedUntil: null,
      })
      .where(eq(emailOutbox.id, id));
    return "sent";
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await app.db.update(emailOutbox).set({ lastError, lockedUntil: null }).where(eq(emailOutbox.id, id));
    console.error(JSON.stringify({ level: "error", event: "email_send", outboxId: id, error: lastError }));
    return "retry";
  }
}

/** The retries ran out: the row is failed, its last error kept for staff to read. */
export async function markDeadLettered(app: AppEnv, id: number): Promise<void> {
  await app.db
    .update(emailOutbox)
    .set({ status: "failed", lockedUntil: null, lastError: sql`coalesce(${emailOutbox.lastError}, 'Undeliverable')` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "queued")));
}

const isOutboxMessage = (body: unknown): body is OutboxMessage =>
  typeof body === "object" && body !== null && Number.isInteger((body as OutboxMessage).outboxId);

/** The Worker's queue() handler, for the email queue and its dead-letter queue. */
export async function handleEmailQueue(batch: MessageBatch<unknown>, env: Cloudflare.Env): Promise<void> {
  const app = appEnv(env);
  for (const message of batch.messages) {
    if (!isOutboxMessage(message.body)) {
      message.ack(); // Nothing to do with a message that names no row; retrying cannot help.
      continue;
    }
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await markDeadLettered(app, message.body.outboxId);
      message.ack();
      continue;
    }
    const outcome = await deliverOutboxRow(app, message.body.outboxId);
    if (outcome === "retry") message.retry({ delaySeconds: EMAIL_DELIVERY.retryDelaySeconds * message.attempts });
    else message.ack();
  }
}
