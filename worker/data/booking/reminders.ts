import { bookings } from "@db/schema";
import { BOOKING } from "@domain/booking";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { enqueueEmails } from "../../email/outbox";
import type { AppEnv } from "../../env";
import { bookingEmails, storedContext } from "./emails";

/**
 * Reminds each visitor of a confirmed consultation starting within the next 24 hours, once: the
 * row is claimed (reminder_sent_at) before its email is written, and the email's key names the
 * booking and its SEQUENCE, so overlapping runs or a retry never send twice. A move clears the mark.
 */
export async function sendDueReminders(app: AppEnv, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + BOOKING.reminderHours * 3600_000).toISOString();
  const due = await app.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings.reminderSentAt),
        gt(bookings.startAt, nowIso),
        lte(bookings.startAt, until),
      ),
    )
    .limit(50);
  const siteUrl = app.publicHosts[0] ? `https://${app.publicHosts[0]}` : "";
  let sent = 0;
  for (const booking of due) {
    const [claimed] = await app.db
      .update(bookings)
      .set({ reminderSentAt: nowIso })
      .where(and(eq(bookings.id, booking.id), isNull(bookings.reminderSentAt), eq(bookings.status, "confirmed")))
      .returning();
    const context = claimed && (await storedContext(app, claimed, siteUrl, null));
    if (!context) continue;
    await enqueueEmails(app, await bookingEmails(app, claimed, "reminder", context));
    sent += 1;
  }
  return sent;
}
