import { formatInZone } from "@domain/time-format";
import type { CalendarMeeting } from "@worker/data/booking/calendar";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { answerOf, client } from "~/lib/admin/api";
import { dateIn } from "~/lib/admin/calendar-range";
import { CALENDAR_SCREEN, ENQUIRY_MEETING as T } from "~/lib/admin/calendar-text";
import { DetailsSection } from "./section";

const link = "text-navy-700 underline";

/** The Calendar's day of a meeting, the meeting marked and, with `action`, that action asked for. */
const calendarHref = (m: CalendarMeeting, zone: string, action?: "reschedule" | "cancel") =>
  `/admin/calendar?${new URLSearchParams({
    view: "day",
    date: dateIn(m.startAt, zone),
    attorney: m.attorneyId,
    booking: String(m.id),
    ...(action ? { do: action } : {}),
  })}`;

/** A booking's enquiry shows its meeting: type, attorney, time, status, and the Calendar's links to change it. */
export function EnquiryMeetings({ contactId, zone }: { contactId: number; zone: string }) {
  const [meetings, setMeetings] = useState<CalendarMeeting[]>([]);
  useEffect(() => {
    // An enquiry from the contact form has none; a role without the Calendar is not shown it.
    answerOf(client.calendar.enquiries[":id"].$get({ param: { id: String(contactId) } })).then(setMeetings, () =>
      setMeetings([]),
    );
  }, [contactId]);
  if (meetings.length === 0) return null;
  return (
    <DetailsSection title={T.heading}>
      <ul className="space-y-3 text-sm" data-testid="enquiry-meetings">
        {meetings.map((m) => {
          const live = m.status === "confirmed" && Date.parse(m.startAt) > Date.now();
          return (
            <li key={m.id} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">
                <time dateTime={m.startAt}>{formatInZone(m.startAt, zone)}</time>
              </p>
              <p className="text-slate-800">
                {m.typeName} · {m.attorneyName} · {CALENDAR_SCREEN.status[m.status]}
              </p>
              {m.cancelReason && <p className="mt-1 text-slate-700">{T.cancelReason(m.cancelReason)}</p>}
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {live ? (
                  <>
                    <Link className={link} to={calendarHref(m, zone, "reschedule")}>
                      {T.rescheduleLink}
                    </Link>
                    <Link className={link} to={calendarHref(m, zone, "cancel")}>
                      {T.cancelLink}
                    </Link>
                  </>
                ) : (
                  <Link className={link} to={calendarHref(m, zone)}>
                    {T.showLink}
                  </Link>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </DetailsSection>
  );
}
