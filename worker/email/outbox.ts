import type { Database } from "@db/client";
import { emailOutbox } from "@db/schema";
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AppEnv } from "../env";
import type { EmailPayloads } from "./templates";

/**
 * The outbox: how the Worker sends email. Nothing sends directly; a feature writes outbox rows
 * (in the same D1 batch as the row they are about, when there is one), then hands their ids to
 * the queue. The queue consumer (deliver.ts) renders each row with its kind's template and sends
 * it through Email Service, once, however often the message is delivered.
 *
 * The whole API:
 * - `enqueueEmails(app, emails)`: write the rows and queue them (an invitation, a reset link):
 *     await enqueueEmails(app, [{ kind: "password_reset", to: user.email,
 *       key: `password_reset:${tokenId}`, payload: { link, expiresInMinutes: 30 } }]);
 * - `outboxInsert(db, email)` + `dispatchOutbox(app, ids)`: the same in two steps, so the insert
 *   can join a batch with the row it is about (see worker/data/submissions.ts).
 * Adding a kind: EMAIL_KINDS in domain/constants.ts and its template in templates.ts.
 */

/** The queue message: the row to deliver. Everything else is read from the row. */
export interface OutboxMessage {
  outboxId: number;
}

/** One email to write into the outbox. */
export type OutboxEmail = {
  [K in keyof EmailPayloads]: {
    kind: K;
    /** One address; header-unsafe characters are refused at input and stripped again when sent. */
    to: string;
    payload: EmailPayloads[K];
    /**
     * Unique for this email, forever: a second write with the same key is ignored, so a retried
     * request cannot send twice. Convention: `<what>:<its id or a uuid>:<kind>[:<recipient>]`.
     */
    key: string | SQL;
    /** What the email is about, for the back office (e.g. `{ type: "contact", id }`). */
    ref?: { type: string; id: number | SQL };
  };
}[keyof EmailPayloads];

/** The insert of one outbox row, for a `db.batch([...])`; answers `[{ id }]`, or `[]` if the key existed. */
export function outboxInsert(db: Database, email: OutboxEmail) {
  return db
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      recipient: email.to,
      payload: email.payload as unknown as Record<string, unknown>,
      idempotencyKey: email.key,
      refType: email.ref?.type ?? null,
      refId: email.ref?.id ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
}

/**
 * The id of the row a preceding insert of the same batch just added to `table`: a batch is one
 * transaction and D1 has one writer, so nothing else can have added a larger id in between.
 */
export const justInsertedId = (table: SQLiteTable) => sql<number>`(SELECT max(id) FROM ${table})`;

/** The outbox ids out of a batch's results (the outbox inserts' `[{ id }]` answers). */
export const outboxIds = (results: readonly unknown[]): number[] =>
  (results as { id: number }[][]).flat().map((row) => row.id);

/**
 * Hands rows to the queue. A queue that cannot be reached loses nothing: the rows stay queued and
 * the every-minute job (requeue-stuck.ts) sends them again, so the visitor's request still succeeds.
 */
export async function dispatchOutbox(app: AppEnv, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await app.emailQueue.sendBatch(ids.map((outboxId) => ({ body: { outboxId } satisfies OutboxMessage })));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "outbox_dispatch", ids, error: String(error) }));
  }
}

/** Writes the emails and queues them; answers the new rows' ids (an existing key adds none). */
export async function enqueueEmails(app: AppEnv, emails: readonly OutboxEmail[]): Promise<number[]> {
  const [first, ...rest] = emails.map((email) => outboxInsert(app.db, email));
  if (!first) return [];
  const ids = outboxIds(await app.db.batch([first, ...rest] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]));
  await dispatchOutbox(app, ids);
  return ids;
}
