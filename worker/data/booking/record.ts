import type { Database } from "@db/client";
import { bookingHistory, contacts } from "@db/schema";
import type { BookingEventName } from "@domain/booking";
import { BOOKING_SUBJECT } from "@domain/booking-messages";
import type { BookingRow } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { eq, type SQL } from "drizzle-orm";
import { readFirmSettings } from "../settings";
import { readBookingSummary } from "./summary";

/**
 * One current record per booking (issue 38): its enquiry's subject names the meeting's current time
 * and says "Cancelled" once it is, its booking state is the last event, and booking_history keeps
 * every event with the time it then had, so each earlier time stays readable.
 */

/** The enquiry's subject for a booking: attorney and current time in the firm's zone. */
export const bookingSubject = (attorneyName: string, startAt: string, zone: string, event: BookingEventName) =>
  (event === "cancelled" ? BOOKING_SUBJECT.cancelled : BOOKING_SUBJECT.live)(attorneyName, formatInZone(startAt, zone));

/** The history row of an event, for the batch that makes it. */
export const historyInsert = (
  db: Database,
  booking: Pick<BookingRow, "id" | "startAt">,
  contactId: number | SQL,
  event: BookingEventName,
) => db.insert(bookingHistory).values({ bookingId: booking.id, contactId, event, startAt: booking.startAt });

/** After a move or a cancel: the enquiry's subject and state follow, and the history gains the event. */
export async function recordChange(db: Database, booking: BookingRow, event: "moved" | "cancelled") {
  const contactId = booking.contactId;
  if (contactId === null) return;
  const [summary, firm] = await Promise.all([readBookingSummary(db, booking), readFirmSettings(db)]);
  const subject = bookingSubject(summary.attorneyName || booking.attorneyId, booking.startAt, firm.timeZone, event);
  await db.batch([
    db.update(contacts).set({ subject, bookingState: event }).where(eq(contacts.id, contactId)),
    historyInsert(db, booking, contactId, event),
  ]);
}
