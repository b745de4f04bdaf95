import { emailOutbox } from "@db/schema";
import { EMAIL_DELIVERY } from "@domain/constants";
import { minutesBefore } from "@domain/instants";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { ScheduledJob } from "../scheduled";
import { dispatchOutbox } from "./outbox";

/**
 * Every minute: rows still queued long after they were handed to the queue (the queue was down,
 * or the message was lost) go to the queue again. Sending twice is impossible (deliver.ts claims
 * each row), so a row that was merely slow costs one extra, harmless message.
 */
export const requeueStuckEmails: ScheduledJob = {
  name: "requeue-stuck-emails",
  schedule: "everyMinute",
  publicContent: false,
  async run(app, now) {
    const nowIso = now.toISOString();
    const stuck = await app.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "queued"),
          lt(emailOutbox.queuedAt, minutesBefore(now, EMAIL_DELIVERY.stuckAfterMinutes)),
          or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, nowIso)),
        ),
      )
      .orderBy(asc(emailOutbox.queuedAt))
      .limit(EMAIL_DELIVERY.requeueBatch);
    const ids = stuck.map((row) => row.id);
    if (ids.length === 0) return 0;
    await app.db.update(emailOutbox).set({ queuedAt: nowIso }).where(inArray(emailOutbox.id, ids));
    await dispatchOutbox(app, ids);
    return ids.length;
  },
};
