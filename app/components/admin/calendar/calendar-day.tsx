import { formatDate } from "@domain/availability";
import { formatInZone } from "@domain/time-zone";
import type { CalendarBlock, CalendarMeeting } from "@worker/data/booking/calendar";
import { Link } from "react-router";
import { Button } from "~/components/admin/button";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";

const minutesOf = (item: { startAt: string; endAt: string }) =>
  Math.round((Date.parse(item.endAt) - Date.parse(item.startAt)) / 60_000);

type Item = { at: string; key: string } & (
  | { meeting: CalendarMeeting; block?: undefined }
  | { block: CalendarBlock; meeting?: undefined }
);

interface Props {
  date: string;
  zone: string;
  meetings: CalendarMeeting[];
  blocks: CalendarBlock[];
  /** The meeting an enquiry's link pointed at: marked and scrolled to. */
  focused: number | null;
  onReschedule: (meeting: CalendarMeeting) => void;
  onCancel: (meeting: CalendarMeeting) => void;
  onUnblock: (block: CalendarBlock) => void;
}

/** One day of the Calendar: a heading and a plain list, meetings and blocked times in time order. */
export function CalendarDay({ date, zone, meetings, blocks, focused, onReschedule, onCancel, onUnblock }: Props) {
  const items: Item[] = [
    ...meetings.map((m) => ({ at: m.startAt, key: `m${m.id}`, meeting: m })),
    ...blocks.map((b) => ({ at: b.startAt, key: `b${b.id}`, block: b })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-day={date}>
      <h2 id={headingId} className="font-serif text-lg text-navy-800">
        {formatDate(date)}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{T.nothing}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) =>
            item.meeting ? (
              <MeetingItem
                key={item.key}
                meeting={item.meeting}
                zone={zone}
                focused={focused === item.meeting.id}
                onReschedule={onReschedule}
                onCancel={onCancel}
              />
            ) : item.block ? (
              <li
                key={item.key}
                className="flex flex-col gap-2 rounded-md border border-dashed border-slate-400 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between"
                data-block={item.block.id}
              >
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">
                    {T.blockedLabel}: {item.block.attorneyName}
                  </p>
                  <p className="text-slate-700">
                    <time dateTime={item.block.startAt}>{formatInZone(item.block.startAt, zone)}</time> –{" "}
                    <time dateTime={item.block.endAt}>{formatInZone(item.block.endAt, zone)}</time>
                  </p>
                  {item.block.reason && <p className="text-slate-600">{item.block.reason}</p>}
                </div>
                <Button variant="secondary" onClick={() => item.block && onUnblock(item.block)}>
                  {T.unblock}
                </Button>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}

function MeetingItem({
  meeting: m,
  zone,
  focused,
  onReschedule,
  onCancel,
}: {
  meeting: CalendarMeeting;
  zone: string;
  focused: boolean;
  onReschedule: (meeting: CalendarMeeting) => void;
  onCancel: (meeting: CalendarMeeting) => void;
}) {
  const live = m.status === "confirmed" && Date.parse(m.startAt) > Date.now();
  const visitor = m.visitorName ?? T.visitorUnknown;
  return (
    <li
      className={`flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between ${
        focused ? "border-gold-500 ring-2 ring-gold-400" : "border-slate-200"
      } ${m.status === "cancelled" ? "bg-slate-50 text-slate-600" : "bg-white"}`}
      data-meeting={m.id}
      aria-current={focused ? "true" : undefined}
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          <time dateTime={m.startAt}>{formatInZone(m.startAt, zone)}</time> · {T.minutes(minutesOf(m))}
        </p>
        <p className="text-slate-800">
          {visitor} · {m.typeName} · {m.attorneyName}
        </p>
        <p className="text-xs">
          <span
            className={`rounded px-1.5 py-0.5 font-medium ${m.status === "cancelled" ? "bg-slate-200 text-slate-700" : "bg-emerald-50 text-emerald-800"}`}
          >
            {T.status[m.status]}
          </span>
          {m.contactId !== null && (
            <Link to={`/admin/contacts?open=${m.contactId}`} className="ml-3 text-navy-700 underline">
              {T.openEnquiry}
            </Link>
          )}
        </p>
      </div>
      {live && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onReschedule(m)} aria-label={`${T.reschedule}: ${visitor}`}>
            {T.reschedule}
          </Button>
          <Button variant="danger" onClick={() => onCancel(m)} aria-label={`${T.cancel}: ${visitor}`}>
            {T.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}
