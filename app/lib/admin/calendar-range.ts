import { utcToWallTime, wallTimeToUtc } from "@domain/time-zone";

/** The Calendar's dates: plain YYYY-MM-DD in the firm's zone, turned into UTC instants only to ask the API. */

export type CalendarView = "week" | "day";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export const isCalendarDate = (value: string | null): value is string =>
  !!value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today in the zone. */
export const todayIn = (zone: string, now = new Date()) => utcToWallTime(now.toISOString(), zone).slice(0, 10);

/** The firm-zone date an instant falls on. */
export const dateIn = (instant: string, zone: string) => utcToWallTime(instant, zone).slice(0, 10);

/** The Monday of the date's week. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The dates a view shows and the UTC range to ask for (midnight to midnight in the zone, DST included). */
export function viewRange(view: CalendarView, date: string, zone: string) {
  const first = view === "week" ? weekStart(date) : date;
  const count = view === "week" ? 7 : 1;
  const dates = Array.from({ length: count }, (_, i) => addDays(first, i));
  const instant = (day: string) => wallTimeToUtc(`${day}T00:00`, zone)?.toISOString() ?? `${day}T00:00:00.000Z`;
  return { dates, from: instant(first), to: instant(addDays(first, count)) };
}

/** The one place an attorney's weekly hours, time off and blocked time are edited: the Calendar, on them. */
export const availabilityHref = (attorneyId: string) =>
  `/admin/calendar?${new URLSearchParams({ attorney: attorneyId, edit: "availability" })}`;
