import { BOOKING_TEXT as T } from "~/lib/booking-text";
import { TitledSection } from "../titled-section";

/** What a booking page shows of the appointment: when (the visitor's zone, the firm's beside it), what and with whom. */
export function BookingSummary({
  booking,
  note,
}: {
  booking: {
    when: string;
    firmWhen: string | null;
    typeName: string;
    minutes: number;
    attorneyName: string;
    priceNote: string;
    /** A confirmed video consultation's room; the hold page has no mode yet. */
    meetingUrl?: string | null;
  };
  /** A line under the summary (how long a hold lasts). */
  note?: string;
}) {
  return (
    <TitledSection
      id="summary-heading"
      title={T.summary}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="font-serif text-2xl font-bold text-navy-800"
    >
      <p className="mt-2 text-lg font-semibold text-slate-900" data-booking-when>
        {booking.when}
      </p>
      {booking.firmWhen && <p className="text-sm text-slate-600">{booking.firmWhen}</p>}
      <p className="mt-2 text-slate-800">
        {booking.typeName}, {booking.minutes} min · {T.with} {booking.attorneyName}
      </p>
      {booking.priceNote && (
        <p className="mt-1 text-slate-800" data-booking-fee>
          {T.fee(booking.priceNote)}
        </p>
      )}
      {booking.meetingUrl && (
        <p className="mt-3">
          <a href={booking.meetingUrl} className="font-semibold text-navy-800 underline" data-booking-join>
            {T.joinVideo}
          </a>
          <span className="block text-sm text-slate-600">{T.joinNote}</span>
        </p>
      )}
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </TitledSection>
  );
}
