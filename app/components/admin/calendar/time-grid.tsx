import { formatClockInZone, formatTimeInZone } from "@domain/time-format";
import type { CalendarBlock, CalendarMeeting } from "@worker/data/booking/calendar";
import { useEffect, useRef } from "react";
import type { GridColumn } from "~/lib/admin/calendar-columns";
import { gridHours, hourLabel, hoursOf, lanes, spanOnDate } from "~/lib/admin/calendar-grid";
import { CALENDAR_SCREEN as T } from "~/lib/admin/calendar-text";

interface Props {
  heading: string;
  columns: GridColumn[];
  /** The day the view was asked for: on a narrow screen the grid starts scrolled to its column. */
  date: string;
  zone: string;
  meetings: CalendarMeeting[];
  blocks: CalendarBlock[];
  /** An attorney's colour classes, so people stay apart when everyone is shown. */
  colourOf: (attorneyId: string) => string;
  /** The meeting an enquiry's link pointed at: marked. */
  focused: number | null;
  onMeeting: (meeting: CalendarMeeting) => void;
  onBlock: (block: CalendarBlock) => void;
}

const HOUR_PX = 48;
const MIN_HEIGHT_PX = 22;
const TWO_LINES_PX = 34;
const GUTTER_PX = 56;

/** Placed items of one column: where each falls that day, and its lane among overlaps. */
function placedIn(column: GridColumn, zone: string, meetings: CalendarMeeting[], blocks: CalendarBlock[]) {
  const mine = (attorneyId: string) => !column.attorneyId || column.attorneyId === attorneyId;
  const on = <T extends CalendarMeeting | CalendarBlock>(item: T) => {
    const span = mine(item.attorneyId) ? spanOnDate(item, column.date, zone) : null;
    return span && { ...span, item };
  };
  return {
    meetings: lanes(meetings.map(on).filter((m) => m !== null)),
    blocks: lanes(blocks.map(on).filter((b) => b !== null)),
  };
}

/**
 * Day or Week as a time grid (hours down the side, a column per day or per attorney), in the firm's
 * zone. Meetings and blocked time are buttons in reading order (column by column, earliest first),
 * so the keyboard reaches each; on a phone the grid scrolls sideways under sticky hour labels.
 */
export function TimeGrid({
  heading,
  columns,
  date,
  zone,
  meetings,
  blocks,
  colourOf,
  focused,
  onMeeting,
  onBlock,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const column = scroller.current?.querySelector<HTMLElement>(`[data-day="${date}"]`);
    if (scroller.current && column) scroller.current.scrollLeft = column.offsetLeft - GUTTER_PX;
  }, [date]);
  const placed = columns.map((column) => ({ column, ...placedIn(column, zone, meetings, blocks) }));
  const { first, last } = gridHours(placed.flatMap((p) => [...p.meetings, ...p.blocks]));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const top = (minutes: number) => ((minutes - first * 60) / 60) * HOUR_PX;
  const box = (p: { from: number; to: number; lane: number; of: number }) => {
    const from = Math.max(p.from, first * 60);
    const to = Math.min(p.to, last * 60);
    return {
      top: top(from),
      height: Math.max(((to - from) / 60) * HOUR_PX - 2, MIN_HEIGHT_PX),
      left: `calc(${(p.lane / p.of) * 100}% + 2px)`,
      width: `calc(${100 / p.of}% - 4px)`,
    };
  };

  return (
    <section aria-labelledby="calendar-range" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="calendar-range" className="border-b border-slate-200 px-4 py-3 font-serif text-lg text-navy-800">
        {heading}
      </h2>
      <div ref={scroller} className="relative overflow-x-auto" data-testid="calendar-grid">
        <div
          className="grid min-w-full"
          style={{ gridTemplateColumns: `${GUTTER_PX}px repeat(${columns.length}, minmax(7.5rem, 1fr))` }}
        >
          <div className="sticky left-0 z-20 border-b border-slate-200 bg-white" />
          {columns.map((c) => (
            <h3
              key={c.key}
              id={`col-${c.key}`}
              className="border-b border-l border-slate-200 px-2 py-2 text-center text-sm font-semibold text-slate-800"
            >
              {c.heading}
            </h3>
          ))}
          <div className="sticky left-0 z-20 bg-white" aria-hidden="true">
            {hours.map((h) => (
              <div
                key={h}
                data-hour={h}
                className="relative text-right text-xs text-slate-500"
                style={{ height: HOUR_PX }}
              >
                <span className="absolute -top-2 right-1">{h === first ? "" : hourLabel(h)}</span>
              </div>
            ))}
          </div>
          {placed.map(({ column, meetings: ms, blocks: bs }) => (
            <ul
              key={column.key}
              aria-labelledby={`col-${column.key}`}
              className="relative border-l border-slate-200"
              style={{
                height: hours.length * HOUR_PX,
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, rgb(226 232 240) ${HOUR_PX - 1}px ${HOUR_PX}px)`,
              }}
              data-day={column.date}
              data-attorney={column.attorneyId}
            >
              {ms.length + bs.length === 0 && <li className="sr-only">{T.nothing}</li>}
              {bs.map((b) => (
                <li key={`b${b.item.id}`} className="absolute z-0" style={box(b)}>
                  <button
                    type="button"
                    onClick={() => onBlock(b.item)}
                    data-block={b.item.id}
                    className="flex size-full flex-col items-start justify-start overflow-hidden rounded border border-dashed border-slate-400 bg-[repeating-linear-gradient(135deg,rgb(241_245_249)_0_6px,rgb(226_232_240)_6px_12px)] px-1.5 py-0.5 text-left text-xs text-slate-700 focus-visible:outline-2 focus-visible:outline-navy-600"
                  >
                    <span>
                      <span className="font-semibold">{T.blockedLabel}</span> {hoursOf(b.item, zone)}
                    </span>
                    <span>{b.item.attorneyName}</span>
                    {b.item.reason && <span>{b.item.reason}</span>}
                  </button>
                </li>
              ))}
              {ms.map((m) => {
                const meeting = m.item;
                const visitor = meeting.visitorName ?? T.visitorUnknown;
                const cancelled = meeting.status === "cancelled";
                const place = box(m);
                return (
                  <li key={`m${meeting.id}`} className="absolute z-10" style={place}>
                    {/* Its name is its visible words plus the rest read out (end, type, attorney, status). */}
                    <button
                      type="button"
                      onClick={() => onMeeting(meeting)}
                      data-meeting={meeting.id}
                      aria-current={focused === meeting.id ? "true" : undefined}
                      className={`flex size-full flex-col items-start justify-start overflow-hidden rounded border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight shadow-sm focus-visible:outline-2 focus-visible:outline-navy-600 ${colourOf(meeting.attorneyId)} ${cancelled ? "opacity-60 line-through" : ""} ${focused === meeting.id ? "ring-2 ring-gold-500" : ""}`}
                    >
                      <span className="w-full truncate">
                        <span className="font-semibold">{formatClockInZone(meeting.startAt, zone)}</span>
                        <span className="sr-only">{T.meetingUntil(formatTimeInZone(meeting.endAt, zone))}</span>{" "}
                        {visitor}
                        <span className="sr-only">{T.meetingTypeWith(meeting.typeName)}</span>
                      </span>
                      {/* A short meeting has room for one line: the attorney is then only read out. */}
                      <span className={place.height >= TWO_LINES_PX ? "w-full truncate" : "sr-only"}>
                        {meeting.attorneyName}
                      </span>
                      {cancelled && <span className="sr-only">({T.status.cancelled})</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
