import { bookings, contacts } from "@db/schema";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { FIELD_MESSAGES } from "@domain/messages";
import type { BookingRow } from "@domain/rows";
import type { BookingDetails, BookingRequest } from "@domain/schemas/booking";
import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import { and, eq, gt } from "drizzle-orm";
import { newLinkSecret, sha256Hex } from "../../auth/tokens";
import { dispatchOutbox, justInsertedId, outboxIds, outboxInsert } from "../../email/outbox";
import type { AppEnv } from "../../env";
import { contactInsert } from "../contacts";
import { isEnquiryArea } from "../enquiry-areas";
import { statusChangeInsert } from "../intake";
import { readFirmSettings } from "../settings";
import type { Visitor } from "../submissions";
import { claimSlot, type Taken } from "./claim";
import { bookingEmails } from "./emails";
import { BOOKING_LIMITS, countAttempt } from "./limits";
import { bookableType, manageToken } from "./lookups";
import { bookingSubject, historyInsert } from "./record";
import { readBookingSummary } from "./summary";

export type BookingOutcome =
  | { kind: "booked"; booking: BookingRow; manageToken: string }
  /** The honeypot was filled: answered like a booking, nothing stored. */
  | { kind: "discarded" }
  | Taken
  | { kind: "invalid"; message: string }
  | { kind: "throttled"; retryAfterSeconds: number };

/** The practice area, the throttle and the honeypot, shared by both ways of booking; null: go ahead. */
async function gate(app: AppEnv, visitor: Visitor, details: BookingDetails): Promise<BookingOutcome | null> {
  if (details.practiceArea && !(await isEnquiryArea(app.db, details.practiceArea))) {
    return { kind: "invalid", message: FIELD_MESSAGES.choice("Practice area") };
  }
  // Keyed like every form's limit: an IPv6 client on its /64, no shared "unknown" bucket (issue 28).
  const attempt = await countAttempt(app, BOOKING_LIMITS.booking, visitor);
  if (attempt.kind === "throttled") return attempt;
  return details[HONEYPOT_FIELD] ? { kind: "discarded" } : null;
}

const booked = (booking: BookingRow, secret: string): BookingOutcome => ({
  kind: "booked",
  booking,
  manageToken: manageToken(booking.id, secret),
});

/**
 * Makes the booking an enquiry of the intake workflow (unread, assigned to its attorney, with its
 * status history), records how and in which zone the visitor meets, and writes the visitor's
 * confirmation and the attorney's alert (each with the .ics), all in one batch; then queues them.
 */
async function attachEnquiry(
  app: AppEnv,
  claimed: BookingRow,
  details: BookingDetails,
  manageToken: string,
): Promise<BookingRow> {
  const firm = await readFirmSettings(app.db);
  const booking = { ...claimed, mode: details.mode, visitorTimeZone: details.timeZone ?? firm.timeZone };
  const summary = await readBookingSummary(app.db, booking);
  const subject = bookingSubject(summary.attorneyName || booking.attorneyId, booking.startAt, firm.timeZone, "booked");
  const contactId = justInsertedId(contacts);
  const emails = await bookingEmails(app, booking, "booked", {
    firm,
    siteUrl: app.publicOrigin,
    visitor: { name: details.name, email: details.email },
    contactId,
    manageToken,
  });
  const [, , , updated, , ...sent] = await app.db.batch([
    contactInsert(app.db, { ...details, subject }),
    statusChangeInsert(app.db, contactId, "unread", null),
    app.db
      .update(contacts)
      .set({ assignedTo: booking.attorneyId, bookingState: "booked" })
      .where(eq(contacts.id, contactId)),
    app.db
      .update(bookings)
      .set({ contactId, mode: booking.mode, visitorTimeZone: booking.visitorTimeZone, holdClient: null })
      .where(eq(bookings.id, booking.id))
      .returning(),
    historyInsert(app.db, booking, contactId, "booked"),
    ...emails.map((email) => outboxInsert(app.db, email)),
  ]);
  await dispatchOutbox(app, outboxIds(sent));
  return updated[0] ?? booking;
}

/** Claims a free slot as a confirmed booking and makes it an enquiry; or says it was just taken. */
async function confirmSlot(
  app: AppEnv,
  slot: { attorneyId: string; type: { id: number | null; minutes: number }; start: string; now: string },
  details: BookingDetails,
): Promise<BookingOutcome> {
  const secret = await newLinkSecret();
  const claim = await claimSlot(app.db, { ...slot, status: "confirmed", manageHash: secret.hash });
  if (claim.kind === "taken") return claim;
  const token = manageToken(claim.booking.id, secret.token);
  return booked(await attachEnquiry(app, claim.booking, details, token), secret.token);
}

/** A slot and the visitor's details at once (the API): taken, or booked with its enquiry. */
export async function bookSlot(app: AppEnv, request: BookingRequest, visitor: Visitor, now: string) {
  const stop = await gate(app, visitor, request);
  if (stop) return stop;
  const type = await bookableType(app.db, request.attorneyId, request.typeId);
  if (!type) return { kind: "invalid", message: B.unknownType } satisfies BookingOutcome;
  return confirmSlot(app, { attorneyId: request.attorneyId, type, start: request.start, now }, request);
}

/** The live or lapsed hold behind a hold secret, if any. */
export async function findHold(app: AppEnv, hold: string): Promise<BookingRow | null> {
  const [row] = await app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.holdHash, await sha256Hex(hold)), eq(bookings.status, "held")))
    .limit(1);
  return row ?? null;
}

/**
 * The form's second step: turns the visitor's hold into a booking. A lapsed hold is taken again
 * when its slot is still free (re-checked inside the write); otherwise the visitor is offered
 * the next free times.
 */
export async function confirmHold(
  app: AppEnv,
  hold: string,
  details: BookingDetails,
  visitor: Visitor,
  now: string,
): Promise<BookingOutcome> {
  const stop = await gate(app, visitor, details);
  if (stop) return stop;
  const holdHash = await sha256Hex(hold);
  const secret = await newLinkSecret();
  const [live] = await app.db
    .update(bookings)
    .set({ status: "confirmed", manageHash: secret.hash, holdHash: null, holdExpiresAt: null })
    .where(and(eq(bookings.holdHash, holdHash), eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)))
    .returning();
  if (live) return booked(await attachEnquiry(app, live, details, manageToken(live.id, secret.token)), secret.token);

  const lapsed = await findHold(app, hold);
  if (!lapsed) return { kind: "invalid", message: B.unknownHold };
  await app.db.delete(bookings).where(eq(bookings.id, lapsed.id));
  const type = {
    id: lapsed.typeId,
    minutes: Math.round((Date.parse(lapsed.endAt) - Date.parse(lapsed.startAt)) / 60_000),
  };
  return confirmSlot(app, { attorneyId: lapsed.attorneyId, type, start: lapsed.startAt, now }, details);
}
