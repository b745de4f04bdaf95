import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emailOutbox } from "@db/schema";
import { EMAIL_DELIVERY } from "@domain/constants";
import { EMPTY_FIRM_SETTINGS } from "@worker/data/settings";
import { composeMessage } from "@worker/email/compose";
import { DEAD_LETTER_QUEUE } from "@worker/email/deliver";
import { enqueueEmails, type OutboxEmail } from "@worker/email/outbox";
import { requeueStuckEmails } from "@worker/email/requeue-stuck";
import { appEnv } from "@worker/env";
import { runScheduled } from "@worker/scheduled";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

// The real queue delivers within a second or two; a few deliveries in one test need more than 5 s.
vi.setConfig({ testTimeout: 30_000 });

import { testDb, unique } from "../support/db";
import { deliver, outboxRow, QUEUE_DELIVERY, watchedEmail, writeOutbox } from "../support/email";

const resetEmail = (to = `${unique("staff")}@example.com`): OutboxEmail => ({
  kind: "password_reset",
  to,
  key: unique("password_reset"),
  payload: { link: "https://firm.example/admin/reset?token=abc", expiresInMinutes: 30 },
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("the outbox delivers each row once", () => {
  it("sends a queued row through Email Service and records the Message-ID and subject", async () => {
    const email = resetEmail();
    const [id = 0] = await writeOutbox(email);
    const watch = watchedEmail();

    const result = await deliver([id], { env: watch.env });

    expect(result.retryMessages).toEqual([]);
    expect(watch.sent).toHaveLength(1);
    expect(watch.sent[0]).toMatchObject({ to: email.to, subject: expect.stringContaining("Reset your password") });
    // Sent on the configured origin, whatever host the stored link names (issue 28).
    expect(watch.sent[0]?.text).toContain(`${env.PUBLIC_ORIGIN}/admin/reset?token=abc`);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row.messageId).toMatch(/@/);
    expect(row.subject).toBe(watch.sent[0]?.subject);
    expect(row.sentAt).not.toBeNull();
  });

  it("a duplicate delivery of the same message sends nothing twice", async () => {
    const [id = 0] = await writeOutbox(resetEmail());
    const watch = watchedEmail();

    await deliver([id], { env: watch.env });
    await deliver([id], { env: watch.env });
    await deliver([id, id], { env: watch.env });

    expect(watch.sent).toHaveLength(1);
    expect((await outboxRow(id)).attempts).toBe(1);
  });

  it("a row held by another delivery is left to it", async () => {
    const [id = 0] = await writeOutbox(resetEmail());
    const lockedUntil = new Date(Date.now() + 60_000).toISOString();
    await testDb().update(emailOutbox).set({ lockedUntil }).where(eq(emailOutbox.id, id));
    const watch = watchedEmail();

    const result = await deliver([id], { env: watch.env });

    expect(watch.sent).toHaveLength(0);
    expect(result.explicitAcks).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe("queued");
  });

  it("writing the same idempotency key twice adds one row", async () => {
    const email = resetEmail();
    const first = await writeOutbox(email);
    const second = await writeOutbox(email);
    expect(first).toHaveLength(1);
    expect(second).toEqual([]);
  });

  it("a failing send is retried, then dead-lettered and shown failed with its error", async () => {
    const [id = 0] = await writeOutbox(resetEmail("refused@example.com"));
    const refusing = watchedEmail(env.REFUSING_EMAIL);

    for (let attempt = 1; attempt <= EMAIL_DELIVERY.maxRetries + 1; attempt++) {
      const result = await deliver([id], { env: refusing.env, attempts: attempt });
      expect(result.retryMessages).toHaveLength(1);
      expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: attempt, lockedUntil: null });
    }
    expect((await outboxRow(id)).lastError).toContain("not allowed");

    // Queues moves the message to the dead-letter queue once its retries ran out.
    const dead = await deliver([id], { queue: DEAD_LETTER_QUEUE });

    expect(dead.explicitAcks).toHaveLength(1);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: EMAIL_DELIVERY.maxRetries + 1, messageId: null });
    expect(row.lastError).toMatch(/refused@example\.com not allowed/);
    // A failed row is not sent by a late duplicate either.
    const watch = watchedEmail();
    await deliver([id], { env: watch.env });
    expect(watch.sent).toHaveLength(0);
  });

  it("wrangler.toml's max_retries is the one the outbox documents", async () => {
    // The retry count shown to staff (attempts) must match what Queues does.
    const toml = await import("../../wrangler.toml?raw").then((m: { default: string }) => m.default);
    const consumer = toml.split("[[queues.consumers]]")[1] ?? "";
    expect(consumer).toMatch(new RegExp(`max_retries = ${EMAIL_DELIVERY.maxRetries}\\b`));
    expect(consumer).toContain(`dead_letter_queue = "${DEAD_LETTER_QUEUE}"`);
  });
});

describe("enqueueEmails hands the rows to the real queue", () => {
  it("the queue consumer sends them", async () => {
    const [id = 0] = await enqueueEmails(appEnv(env), [resetEmail()]);
    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe("sent"), QUEUE_DELIVERY);
  });
});

describe("the stuck-row job", () => {
  it("queues again rows stuck in queued for more than 10 minutes, and only those", async () => {
    const [stuck = 0, recent = 0, sent = 0] = await writeOutbox(resetEmail(), resetEmail(), resetEmail());
    await testDb()
      .update(emailOutbox)
      .set({ queuedAt: minutesAgo(11) })
      .where(eq(emailOutbox.id, stuck));
    await testDb()
      .update(emailOutbox)
      .set({ queuedAt: minutesAgo(5) })
      .where(eq(emailOutbox.id, recent));
    await testDb()
      .update(emailOutbox)
      .set({ queuedAt: minutesAgo(30), status: "sent" })
      .where(eq(emailOutbox.id, sent));

    const recentQueuedAt = (await outboxRow(recent)).queuedAt;

    const handled = await requeueStuckEmails.run(appEnv(env), new Date());

    expect(handled).toBeGreaterThanOrEqual(1);
    // The queue really delivers it: the stuck row gets sent; the recent one was not re-enqueued.
    await vi.waitFor(async () => expect((await outboxRow(stuck)).status).toBe("sent"), QUEUE_DELIVERY);
    expect(await outboxRow(recent)).toMatchObject({ status: "queued", queuedAt: recentQueuedAt, attempts: 0 });
  });

  it("runs every minute from the Worker's scheduled handler", async () => {
    const [stuck = 0] = await writeOutbox(resetEmail());
    await testDb()
      .update(emailOutbox)
      .set({ queuedAt: minutesAgo(20) })
      .where(eq(emailOutbox.id, stuck));
    await runScheduled(createScheduledController({ cron: "* * * * *", scheduledTime: new Date() }), env);
    await vi.waitFor(async () => expect((await outboxRow(stuck)).status).toBe("sent"), QUEUE_DELIVERY);
  });
});

describe("headers cannot be injected", () => {
  it("CR/LF in a stored name, address or subject never reaches a header", () => {
    const message = composeMessage(
      {
        id: 1,
        kind: "staff_alert",
        idempotencyKey: "k",
        recipient: "staff@example.com\r\nBcc: victim@example.com",
        refType: "contact",
        refId: 1,
        payload: {
          siteUrl: "https://firm.example",
          enquiry: {
            name: "Eve\r\nBcc: victim@example.com",
            email: "eve@example.com\nX-Evil: 1",
            phone: null,
            subject: "Hello\r\nContent-Type: text/html",
            message: "Line one\nLine two",
            practiceArea: null,
            otherParties: null,
          },
        },
        status: "queued",
        attempts: 0,
        lastError: null,
        subject: null,
        replyTo: null,
        messageId: null,
        sentAt: null,
        queuedAt: "",
        lockedUntil: null,
        createdAt: "",
        updatedAt: "",
      },
      { ...EMPTY_FIRM_SETTINGS, firmName: "Firm\nName", phone: "1" },
      "from@example.com",
      "https://firm.example",
    );
    const headerValues = JSON.stringify([message.to, message.from, message.replyTo, message.subject, message.headers]);
    expect(headerValues).not.toMatch(/\\r|\\n/);
    expect(message.text).toContain("Line one\nLine two");
  });
});
