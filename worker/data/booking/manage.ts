import { bookings } from "@db/schema";
import { isFreeSlot } from "@domain/availability";
import { BOOKING } from "@domain/booking";
import type { BookingRow } from "@domain/rows";
import { and, eq, lt, sql } from "drizzle-orm";
import { enqueueEmails } from "../../email/outbox";
import type { AppEnv } from "../../env";
import type { Visitor } from "../submissions";
import { isUniqueViolation } from "../writes";
import { alternativesNear, refusalOf, type Taken } from "./claim";
import { type BookingEvent, bookingEmails, storedContext } from "./emails";
import { BOOKING_LIMITS, countAttempt, type Throttled } from "./limits";
import { recordChange } from "./record";
import { attorneyCalendars, readBookingRules } from "./rules";
import { availabilityInput } from "./slots";

/** Why a booking can no longer be changed, if it cannot. */
export type Unchangeable = "cancelled" | "past";

export function unchangeable(booking: BookingRow, now: string): Unchangeable | null {
  if (booking.status === "cancelled") return "cancelled";
  if (booking.startAt <= now) return "past";
  return null;
}

const minutesOf = (b: BookingRow) => Math.round((Date.parse(b.endAt) - Date.parse(b.startAt)) / 60_000);

/**
 * Cancels a confirmed booking once: the UPDATE only matches a live one, so a second cancel (or two
 * at once) changes nothing and answers null. `reason` is the visitor's optional word on why.
 */
export async function cancelBooking(
  app: AppEnv,
  booking: BookingRow,
  now: string,
  siteUrl: string,
  reason: string | null = null,
): Promise<BookingRow | null> {
  const [row] = await app.db
    .update(bookings)
    // SEQUENCE rises on cancelling too: RFC 5545 wants the CANCEL above the last REQUEST the attendee got.
    .set({
      status: "cancelled",
      cancelledAt: now,
      holdHash: null,
      holdExpiresAt: null,
      sequence: sql`${bookings.sequence} + 1`,
      cancelReason: reason,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, "confirmed")))
    .returning();
  if (!row) return null;
  await recordChange(app.db, row, "cancelled");
  await tell(app, row, "cancelled", siteUrl, null);
  return row;
}

/** Queues the emails of a change (METHOD:CANCEL, or REQUEST with the raised SEQUENCE). */
async function tell(
  app: AppEnv,
  booking: BookingRow,
  event: BookingEvent,
  siteUrl: string,
  manageToken: string | null,
) {
  const context = await storedContext(app, booking, siteUrl, manageToken);
  if (context) await enqueueEmails(app, await bookingEmails(app, booking, event, context));
}

export type MoveOutcome =
  | { kind: "moved"; booking: BookingRow }
  | Taken
  | { kind: "unchangeable"; why: Unchangeable }
  /** The visitor has used the moves one manage link allows (BOOKING.maxVisitorMoves). */
  | { kind: "capped" };

/**
 * Moves a booking to another start with the same attorney and length. The new slot is checked
 * against the rules (leaving the booking itself out), then taken by one conditional UPDATE that
 * matches only when no other live booking overlaps it with its buffers; SEQUENCE goes up so
 * calendars replace the invitation, and the reminder is due again.
 */
export async function rescheduleBooking(
  app: AppEnv,
  booking: BookingRow,
  start: string,
  now: string,
  /** Where the emails' links point, and the visitor's manage token when they made the change. */
  link: { siteUrl: string; manageToken: string | null },
): Promise<MoveOutcome> {
  const why = unchangeable(booking, now);
  if (why) return { kind: "unchangeable", why };
  const byVisitor = link.manageToken !== null;
  if (byVisitor && booking.visitorMoves >= BOOKING.maxVisitorMoves) return { kind: "capped" };
  const type = { minutes: minutesOf(booking) };
  const [rules, calendars] = await Promise.all([
    readBookingRules(app.db, now),
    attorneyCalendars(app.db, [booking.attorneyId], now, booking.id),
  ]);
  const calendar = calendars.get(booking.attorneyId);
  const taken = async (reason: Taken["reason"]): Promise<Taken> => ({
    kind: "taken",
    reason,
    alternatives: await alternativesNear(app.db, [booking.attorneyId], type, start, now),
  });
  if (!calendar) return taken("unavailable");
  const input = availabilityInput(rules, calendar, type, now);
  if (!isFreeSlot(input, start)) return taken(refusalOf(input, start));
  const startAt = new Date(start).toISOString();
  const endAt = new Date(Date.parse(start) + type.minutes * 60_000).toISOString();
  const buffer = rules.bufferMinutes * 60_000;
  const from = new Date(Date.parse(startAt) - buffer).toISOString();
  const to = new Date(Date.parse(endAt) + buffer).toISOString();
  try {
    const [row] = await app.db
      .update(bookings)
      .set({
        startAt,
        endAt,
        sequence: sql`${bookings.sequence} + 1`,
        reminderSentAt: null,
        ...(byVisitor ? { visitorMoves: sql`${bookings.visitorMoves} + 1` } : {}),
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, "confirmed"),
          // The cap inside the write: two moves sent at once cannot both pass it.
          byVisitor ? lt(bookings.visitorMoves, BOOKING.maxVisitorMoves) : undefined,
          sql`NOT EXISTS (SELECT 1 FROM ${bookings} AS b WHERE b.attorney_id = ${booking.attorneyId} AND b.id <> ${booking.id}
            AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > ${now}))
            AND b.start_at < ${to} AND b.end_at > ${from})`,
        ),
      )
      .returning();
    if (!row) return taken("taken");
    await recordChange(app.db, row, "moved");
    await tell(app, row, "moved", link.siteUrl, link.manageToken);
    return { kind: "moved", booking: row };
  } catch (error) {
    if (isUniqueViolation(error)) return taken("taken");
    throw error;
  }
}

/**
 * A visitor's move through the manage link: refused once the link's moves are used (before anything
 * is counted), then counted against the visitor's limit on moves across bookings, then made.
 */
export async function moveByVisitor(
  app: AppEnv,
  booking: BookingRow,
  start: string,
  now: string,
  link: { siteUrl: string; manageToken: string; visitor: Visitor },
): Promise<MoveOutcome | Throttled> {
  const why = unchangeable(booking, now);
  if (why) return { kind: "unchangeable", why };
  if (booking.visitorMoves >= BOOKING.maxVisitorMoves) return { kind: "capped" };
  const attempt = await countAttempt(app, BOOKING_LIMITS.move, link.visitor);
  if (attempt.kind === "throttled") return attempt;
  return rescheduleBooking(app, booking, start, now, link);
}

/** Whether the visitor may still move a booking through its manage link. */
export const movesLeft = (booking: BookingRow) => Math.max(0, BOOKING.maxVisitorMoves - booking.visitorMoves);
