import { formatTimeInZone, formatTimeRangeInZone } from "@domain/time-format";
import { addDays, utcToWallTime } from "@domain/time-zone";

/**
 * Where things sit on the Calendar's time grid. Positions are wall-clock minutes of the firm's zone
 * (as a paper diary or Google Calendar draws them), from the one time-zone engine (decision 033).
 */

/** Something with a start and an end instant (UTC): a meeting or a block. */
export interface Span {
  startAt: string;
  endAt: string;
}

/** The grid's default hours; earlier or later items widen it. */
const DAY_START_HOUR = 7;
const DAY_END_HOUR = 20;

/** "HH:MM" of a wall time as minutes after midnight. */
const minutesOf = (wall: string) => Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));

/** The part of a span that falls on `date` in the zone, as minutes after that date's midnight; null if none. */
export function spanOnDate(span: Span, date: string, zone: string): { from: number; to: number } | null {
  const start = utcToWallTime(span.startAt, zone);
  const end = utcToWallTime(span.endAt, zone);
  const next = `${addDays(date, 1)}T00:00`;
  if (start >= next || end <= `${date}T00:00`) return null;
  const from = start.slice(0, 10) < date ? 0 : minutesOf(start);
  const to = end >= next ? 24 * 60 : minutesOf(end);
  return to > from ? { from, to } : null;
}

/** The hours the grid shows: 7 AM to 8 PM, widened to whole hours around anything placed outside them. */
export function gridHours(placed: { from: number; to: number }[]): { first: number; last: number } {
  // A whole-day block says nothing about working hours: only partial ones widen the grid.
  const partial = placed.filter((p) => p.to - p.from < 24 * 60);
  const first = Math.min(DAY_START_HOUR, ...partial.map((p) => Math.floor(p.from / 60)));
  const last = Math.max(DAY_END_HOUR, ...partial.map((p) => Math.ceil(p.to / 60)));
  return { first, last };
}

/**
 * Side-by-side lanes for overlapping items of one column: each item's lane and how many lanes its
 * cluster of overlaps needs (so a lone meeting takes the column's whole width).
 */
export function lanes<T extends { from: number; to: number }>(items: T[]): (T & { lane: number; of: number })[] {
  const sorted = [...items].sort((a, b) => a.from - b.from || b.to - a.to);
  const out: (T & { lane: number; of: number })[] = [];
  let cluster: (T & { lane: number; of: number })[] = [];
  let clusterEnd = -1;
  const close = () => {
    const of = Math.max(0, ...cluster.map((c) => c.lane)) + 1;
    for (const c of cluster) c.of = of;
    out.push(...cluster);
    cluster = [];
  };
  for (const item of sorted) {
    if (item.from >= clusterEnd) close();
    const taken = new Set(cluster.filter((c) => c.to > item.from).map((c) => c.lane));
    let lane = 0;
    while (taken.has(lane)) lane++;
    cluster.push({ ...item, lane, of: 1 });
    clusterEnd = Math.max(clusterEnd, item.to);
  }
  close();
  return out;
}

const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthDayYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const weekdayMonthDay = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The view's heading: "Nov 30 – Dec 6, 2026", "Dec 28, 2026 – Jan 3, 2027", or one "Monday, Nov 30, 2026". */
export function rangeHeading(dates: readonly string[]): string {
  const first = dates[0] ?? "";
  const last = dates.at(-1) ?? first;
  if (first === last) return weekdayMonthDay.format(atNoon(first));
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${(sameYear ? monthDay : monthDayYear).format(atNoon(first))} – ${monthDayYear.format(atNoon(last))}`;
}

const weekdayShort = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });

/** A column's heading: "Mon 30". */
export const columnDay = (date: string) => `${weekdayShort.format(atNoon(date))} ${Number(date.slice(8, 10))}`;

/** An hour label down the side: "8 AM". */
export const hourLabel = (hour: number) => `${((hour + 11) % 12) + 1} ${hour < 12 || hour === 24 ? "AM" : "PM"}`;

/** "8:00 AM – 12:00 PM EST" of a span within one day, in the zone. */
export const hoursOf = (span: Span, zone: string) => formatTimeRangeInZone(span.startAt, span.endAt, zone);

/**
 * How time off reads: its hours when it is part of a day ("Nov 30, 2026, 8:00 AM – 12:00 PM EST"), its
 * days when it runs midnight to midnight ("Dec 24 – Dec 26, 2026", or "Dec 24, 2026" for one day),
 * and both ends otherwise ("Nov 30, 2026, 3:00 PM EST – Dec 2, 2026, 9:00 AM EST").
 */
export function timeOffLabel(span: Span, zone: string): string {
  const start = utcToWallTime(span.startAt, zone);
  const end = utcToWallTime(span.endAt, zone);
  const day = (wall: string) => monthDayYear.format(atNoon(wall.slice(0, 10)));
  if (start.endsWith("T00:00") && end.endsWith("T00:00")) {
    const last = addDays(end.slice(0, 10), -1);
    return last === start.slice(0, 10) ? day(start) : rangeHeading([start.slice(0, 10), last]);
  }
  if (start.slice(0, 10) === end.slice(0, 10)) return `${day(start)}, ${hoursOf(span, zone)}`;
  return `${day(start)}, ${formatTimeInZone(span.startAt, zone)} – ${day(end)}, ${formatTimeInZone(span.endAt, zone)}`;
}
