import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emailOutbox } from "@db/schema";
import type { OutboxRow } from "@domain/rows";
import { readFirmSettings } from "@worker/data/settings";
import { composeMessage } from "@worker/email/compose";
import { handleEmailQueue } from "@worker/email/deliver";
import { type OutboxEmail, outboxIds, outboxInsert } from "@worker/email/outbox";
import { and, desc, eq } from "drizzle-orm";
import { testDb } from "./db";
import { parseCalendar } from "./ics";

/**
 * vi.waitFor's options for the real queue consumer's work: it runs within about a second on an idle
 * machine (max_batch_timeout = 1) but far later on a loaded CI machine, so the wait is bounded by the
 * test timeout (30 s), not by a guess of its own.
 */
export const QUEUE_DELIVERY = { timeout: 25_000 } as const;

/**
 * The real local Email Service binding, watched: every message the consumer hands it is recorded,
 * then sent for real (wrangler logs it and answers a Message-ID).
 */
export function watchedEmail(binding: SendEmail = env.EMAIL) {
  const sent: EmailMessageBuilder[] = [];
  const watched = {
    send: async (message: EmailMessageBuilder) => {
      sent.push(message);
      return binding.send(message);
    },
  } as SendEmail;
  return { sent, env: { ...env, EMAIL: watched } as Cloudflare.Env };
}

/** Outbox rows written without handing them to the queue: the test delivers them itself. */
export async function writeOutbox(...emails: OutboxEmail[]): Promise<number[]> {
  const db = testDb();
  const [first, ...rest] = emails.map((email) => outboxInsert(db, email));
  if (!first) return [];
  return outboxIds(await db.batch([first, ...rest]));
}

let messageCounter = 0;
/** One delivery of these rows by the queue `queue` (attempt `attempts`), as Queues would make it. */
export async function deliver(
  ids: number[],
  options: { env?: Cloudflare.Env; queue?: string; attempts?: number } = {},
) {
  const batch = createMessageBatch(
    options.queue ?? "lawfirm-email",
    ids.map((outboxId) => {
      messageCounter += 1;
      return {
        id: `msg-${messageCounter}`,
        timestamp: new Date(),
        attempts: options.attempts ?? 1,
        body: { outboxId },
      };
    }),
  );
  const ctx = createExecutionContext();
  await handleEmailQueue(batch, options.env ?? env);
  return getQueueResult(batch, ctx);
}

export async function outboxRow(id: number): Promise<OutboxRow> {
  const [row] = await testDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** The outbox rows about one thing, e.g. ("contact", 12). */
export const outboxFor = (refType: string, refId: number) =>
  testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.refType, refType), eq(emailOutbox.refId, refId)))
    .orderBy(emailOutbox.id);

/** How many outbox rows of `kind` went to `address`. */
export async function countEmailsTo(address: string, kind: OutboxRow["kind"]): Promise<number> {
  const rows = await testDb()
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, address.toLowerCase()), eq(emailOutbox.kind, kind)));
  return rows.length;
}

/** The newest outbox row of `kind` to `address`: what the email to that person carries. */
export async function latestEmailTo(address: string, kind: OutboxRow["kind"]): Promise<OutboxRow> {
  const rows = await testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, address.toLowerCase()), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const [row] = rows;
  if (!row) throw new Error(`no ${kind} email to ${address}`);
  return row;
}

/** The token of the newest invitation link emailed to an address (it rides in the link's fragment). */
export async function invitationTokenOf(address: string): Promise<string> {
  const { link } = (await latestEmailTo(address, "staff_invite")).payload as { link: string };
  return new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";
}

/** The newsletter links an address was emailed (the confirmation's payload). */
export async function newsletterLinksOf(address: string): Promise<{ confirmUrl: string; unsubscribeUrl: string }> {
  const row = await latestEmailTo(address, "newsletter_confirm");
  return row.payload as { confirmUrl: string; unsubscribeUrl: string };
}

/** What an outbox row sends, composed as the consumer would, with its calendar attachment (if any) parsed. */
export async function renderedEmail(row: OutboxRow) {
  const settings = await readFirmSettings(testDb());
  const message = composeMessage(row, settings, "notifications@test.example", env.PUBLIC_ORIGIN);
  const [attachment] = message.attachments ?? [];
  const ics =
    attachment && new TextDecoder().decode(Uint8Array.from(atob(String(attachment.content)), (c) => c.charCodeAt(0)));
  return { message, attachmentType: attachment?.type, calendar: ics ? parseCalendar(ics) : undefined };
}
