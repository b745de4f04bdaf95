import { dateInZone, NUMERIC_PARTS } from "./time-zone";

/**
 * The one way the site shows time (issue 39), for the back office, public pages, emails and CSV
 * files alike: a date is "Dec 15, 2026", a moment is "Tue, Dec 15, 2026, 9:00 AM EST", a time of
 * day always carries its zone's abbreviation, and a CSV cell is "2026-12-15 09:00 -05:00". Every
 * instant is shown in a named zone (the firm's, or a visitor's on the booking pages), never in UTC
 * or the reader's machine's zone, so the server's render and the browser's agree.
 */

const STYLES: Record<"date" | "dateTime" | "csv", Intl.DateTimeFormatOptions> = {
  date: { month: "short", day: "numeric", year: "numeric" },
  dateTime: {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
  csv: { ...NUMERIC_PARTS, timeZoneName: "longOffset" },
};

/** A formatter per zone and style, made on first use: building one costs far more than using it. */
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(style: "date" | "dateTime" | "csv", timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let built = made.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat("en-US", { ...STYLES[style], timeZone });
    made.set(key, built);
  }
  return built;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const partsOf = (style: "dateTime" | "csv", iso: string, timeZone: string) => {
  const parts = formatter(style, timeZone).formatToParts(new Date(iso));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
};

/** "Tue, Dec 15, 2026, 9:00 AM EST": an instant in the zone, with the zone's abbreviation. */
export function formatInZone(iso: string, timeZone: string): string {
  return formatter("dateTime", timeZone).format(new Date(iso));
}

/** "9:00 AM EST": the time of day of `formatInZone` alone (an autosave's "Saved 9:00 AM EST"). */
export function formatTimeInZone(iso: string, timeZone: string): string {
  return `${formatClockInZone(iso, timeZone)} ${zoneAbbreviation(iso, timeZone)}`;
}

/** "9:00 AM" without the zone: only where the zone is named beside it (a range's start, a grid under its zone note). */
export function formatClockInZone(iso: string, timeZone: string): string {
  const part = partsOf("dateTime", iso, timeZone);
  return `${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
}

const zoneAbbreviation = (iso: string, timeZone: string) => partsOf("dateTime", iso, timeZone)("timeZoneName");

/** "10:00 AM – 10:30 AM EST": the zone named once, or at each end when a clock change falls between them. */
export function formatTimeRangeInZone(startIso: string, endIso: string, timeZone: string): string {
  const start = formatTimeInZone(startIso, timeZone);
  const end = formatTimeInZone(endIso, timeZone);
  const sameZone = zoneAbbreviation(startIso, timeZone) === zoneAbbreviation(endIso, timeZone);
  return `${sameZone ? formatClockInZone(startIso, timeZone) : start} – ${end}`;
}

/** "Dec 15, 2026" of a calendar date (YYYY-MM-DD): it names no instant, so no zone moves it. */
export const formatCalendarDate = (date: string) =>
  // Noon UTC of the date is that date in UTC.
  formatter("date", "UTC").format(new Date(`${date}T12:00:00Z`));

/**
 * "Dec 15, 2026": the date of an instant in the zone (a post published at 9 p.m. in New York shows
 * that day), or of a calendar date ("2026-12-15", a join date) as it is; `fallback` for none.
 */
export function formatDateInZone(value: string | null | undefined, timeZone: string, fallback = ""): string {
  if (!value) return fallback;
  if (DATE_ONLY.test(value)) return formatCalendarDate(value);
  return Number.isNaN(Date.parse(value)) ? fallback : formatCalendarDate(dateInZone(value, timeZone));
}

/** "2026-12-15 09:00 -05:00": a CSV cell, the zone's wall time with its offset from UTC, sortable. */
export function csvTimeInZone(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const part = partsOf("csv", iso, timeZone);
  // longOffset is "GMT-05:00", or "GMT" alone for a zero offset.
  const offset = part("timeZoneName").replace("GMT", "") || "+00:00";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${offset}`;
}
