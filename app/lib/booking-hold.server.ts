import { BOOKING } from "@domain/booking";
import type { BookingRow } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { readBookingSummary } from "@worker/data/booking/summary";
import type { AppEnv } from "@worker/env";

/** A booking as its pages show it: who, what, and when in the visitor's zone with the firm's beside it. */
export async function bookingView(app: AppEnv, booking: BookingRow, zone: string, firmZone: string) {
  const summary = await readBookingSummary(app.db, booking);
  return {
    id: booking.id,
    status: booking.status,
    attorneyId: booking.attorneyId,
    attorneyName: summary.attorneyName,
    typeName: summary.typeName,
    minutes: summary.minutes,
    modes: summary.modes,
    mode: booking.mode,
    priceNote: summary.priceNote,
    // How to join, while there is a meeting to join.
    meetingUrl: booking.mode === "video" && booking.status !== "cancelled" ? summary.meetingUrl : null,
    when: formatInZone(booking.startAt, zone),
    firmWhen: zone === firmZone ? null : formatInZone(booking.startAt, firmZone),
  };
}

/** The browser's current hold, so its next hold releases it (issue 38); lives as long as a hold. */
const HOLD_COOKIE = "booking_hold";

export const previousHold = (request: Request): string | undefined =>
  /(?:^|;\s*)booking_hold=([\w-]{20,200})(?:;|$)/.exec(request.headers.get("Cookie") ?? "")?.[1];

export const holdCookie = (request: Request, hold: string) =>
  [
    `${HOLD_COOKIE}=${hold}`,
    "Path=/book",
    `Max-Age=${BOOKING.holdMinutes * 60}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(new URL(request.url).protocol === "https:" ? ["Secure"] : []),
  ].join("; ");
