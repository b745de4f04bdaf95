import { contacts } from "@db/schema";
import { icsTime } from "@domain/ics";
import type { BookingRow, FirmSettings } from "@domain/rows";
import { eq, type SQL } from "drizzle-orm";
import type { BookingEmailPayload } from "../../email/booking-templates";
import { staffRecipients } from "../../email/notifications";
import type { OutboxEmail } from "../../email/outbox";
import type { AppEnv } from "../../env";
import { readFirmSettings } from "../settings";
import { readBookingSummary } from "./summary";

export type BookingEvent = "booked" | "moved" | "cancelled" | "reminder";

export interface BookingEmailContext {
  firm: FirmSettings;
  siteUrl: string;
  visitor: { name: string; email: string };
  /** The enquiry the emails are about (the intake screen lists them); SQL inside a batch that makes it. */
  contactId: number | SQL | null;
  manageToken: string | null;
}

/** The visitor's link to reschedule or cancel, on the site's own origin. */
export const manageUrlOf = (siteUrl: string, token: string) =>
  `${siteUrl}/book/manage?token=${encodeURIComponent(token)}`;

/** The calendar UID of a booking: the same for every version of its invitation, whatever host sent it. */
export const bookingUid = (booking: Pick<BookingRow, "id" | "createdAt">) =>
  `booking-${booking.id}-${icsTime(booking.createdAt)}@lawfirm-site`;

/**
 * The outbox rows an event of a booking writes: the visitor's confirmation (or cancellation, or
 * reminder), the attorney's alert, and the same alert to the firm's intake notification addresses
 * (the ones a contact-form enquiry alerts), each address once.
 * Keys carry the booking, the event and the invitation's SEQUENCE: a retry never sends twice.
 */
export async function bookingEmails(
  app: AppEnv,
  booking: BookingRow,
  event: BookingEvent,
  context: BookingEmailContext,
): Promise<OutboxEmail[]> {
  const summary = await readBookingSummary(app.db, booking);
  const ref = context.contactId === null ? undefined : { type: "contact", id: context.contactId };
  const payload = (zone: string, manageUrl: string | null): BookingEmailPayload => ({
    bookingId: booking.id,
    uid: bookingUid(booking),
    sequence: booking.sequence,
    startAt: booking.startAt,
    endAt: booking.endAt,
    typeName: summary.typeName,
    mode: booking.mode,
    attorneyName: summary.attorneyName,
    attorneyEmail: summary.attorneyEmail,
    priceNote: summary.priceNote,
    // How to join, while there is a meeting to join.
    meetingUrl: booking.mode === "video" && event !== "cancelled" ? summary.meetingUrl : null,
    visitorName: context.visitor.name,
    visitorEmail: context.visitor.email,
    zone,
    siteUrl: context.siteUrl,
    manageUrl,
    event: event === "cancelled" ? "booked" : event,
  });
  const visitorZone = booking.visitorTimeZone ?? context.firm.timeZone;
  const manage = context.manageToken ? manageUrlOf(context.siteUrl, context.manageToken) : null;
  const key = (what: string, to: string) => `booking:${booking.id}:${event}:${booking.sequence}:${what}:${to}`;
  const attorney = summary.attorneyEmail ? [summary.attorneyEmail.toLowerCase()] : [];
  const staff = [...new Set([...attorney, ...staffRecipients(context.firm)])];
  const toVisitor = context.visitor.email;
  if (event === "reminder")
    return [
      {
        kind: "booking_reminder",
        to: toVisitor,
        key: key("visitor", toVisitor),
        ref,
        payload: payload(visitorZone, null),
      },
    ];
  if (event === "cancelled")
    return [toVisitor, ...staff].map((to, i) => ({
      kind: "booking_cancelled",
      to,
      key: key("cancel", to),
      ref,
      payload: payload(i === 0 ? visitorZone : context.firm.timeZone, null),
    }));
  return [
    {
      kind: "booking_confirmation",
      to: toVisitor,
      key: key("visitor", toVisitor),
      ref,
      payload: payload(visitorZone, manage),
    },
    ...staff.map(
      (to): OutboxEmail => ({
        kind: "booking_alert",
        to,
        key: key("alert", to),
        ref,
        payload: payload(context.firm.timeZone, null),
      }),
    ),
  ];
}

/** The context of a stored booking's later emails: its enquiry's visitor, today's firm settings. */
export async function storedContext(
  app: AppEnv,
  booking: BookingRow,
  siteUrl: string,
  manageToken: string | null,
): Promise<BookingEmailContext | null> {
  if (booking.contactId === null) return null;
  const [[visitor], firm] = await Promise.all([
    app.db
      .select({ name: contacts.name, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, booking.contactId)),
    readFirmSettings(app.db),
  ]);
  return visitor ? { firm, siteUrl, visitor, contactId: booking.contactId, manageToken } : null;
}
