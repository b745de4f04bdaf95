/**
 * Wall-clock times in a time zone and the UTC instants they stand for: the one engine of zone
 * arithmetic for pages, API and Worker (docs/decisions/033-one-time-zone-engine.md). Staff write
 * "Monday 9:00" in the firm's zone, visitors read slots in theirs; the database keeps ISO UTC. Intl
 * knows every IANA zone and its daylight-saving rules, in browsers and in workerd alike, at no bytes.
 */

const DAY = 86_400_000;

/** A `<input type="datetime-local">` value: YYYY-MM-DDTHH:mm. */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A formatter per zone with `options`, made on first use: building one (ICU's zone data) costs far
 * more than using it, and slot lists and staff lists format many instants.
 */
function formatterPerZone(options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}

/** A wall time's numbered parts, 24-hour (what arithmetic and sortable text read). */
export const NUMERIC_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
};

const partsFormatterFor = formatterPerZone({ ...NUMERIC_PARTS, second: "2-digit" });

/** The zone's wall-clock fields at an instant. */
function wallParts(instant: number, timeZone: string) {
  const parts = partsFormatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

const two = (n: number) => String(n).padStart(2, "0");
const dateText = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}`;

/**
 * The instant a calendar date's wall-clock "HH:MM" stands for in the zone. A time the zone skips
 * (spring forward) moves forward by the gap and a time it repeats (fall back) is the earlier one:
 * Temporal's "compatible" rule, and RFC 5545's.
 */
export function zonedInstant(date: string, wall: string, timeZone: string): number {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = wall.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // A zone changes its offset at most once within a day either side: try the offset before and after.
  const before = offsetAt(asUtc - DAY, timeZone);
  const after = offsetAt(asUtc + DAY, timeZone);
  const valid = [asUtc - before, asUtc - after].filter((instant) => asUtc - instant === offsetAt(instant, timeZone));
  return valid.length > 0 ? Math.min(...valid) : asUtc - before;
}

/** The first instant of a date (YYYY-MM-DD) in the zone: midnight, or the first valid time when DST skips it. */
export const startOfDate = (date: string, timeZone: string) => zonedInstant(date, "00:00", timeZone);

/** The calendar date (YYYY-MM-DD) in the zone at an instant. */
export function dateInZone(instant: string | number, timeZone: string): string {
  const p = wallParts(typeof instant === "number" ? instant : Date.parse(instant), timeZone);
  return dateText(p.year, p.month, p.day);
}

/** A calendar date (YYYY-MM-DD) moved by whole days: calendar arithmetic, no zone involved. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, mo - 1, d + days));
  return dateText(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The UTC instant of a wall-clock time in the zone, or null when the text is no wall time. */
export function wallTimeToUtc(wall: string, timeZone: string): Date | null {
  const m = WALL_TIME.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(zonedInstant(wall.slice(0, 10), wall.slice(11), timeZone));
}

/** An instant as the zone's wall-clock time (the value a datetime-local field shows). */
export function utcToWallTime(iso: string, timeZone: string): string {
  const p = wallParts(Date.parse(iso), timeZone);
  return `${dateText(p.year, p.month, p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The instant cut to its whole minute: schedules are kept to the minute. */
export function toMinute(date: Date): string {
  const copy = new Date(date);
  copy.setUTCSeconds(0, 0);
  return copy.toISOString();
}
