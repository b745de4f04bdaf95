/**
 * Wall-clock times in the firm's time zone (a setting) and the UTC instants they stand for. Staff
 * write "Monday 9:00" in their own zone; the database keeps ISO UTC. Intl knows every IANA zone and
 * its daylight-saving rules, in browsers and in workerd alike.
 */

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

/** The zone's wall-clock fields at an instant. */
function wallParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
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

/** The UTC instant of a wall-clock time in the zone, or null when the text is no wall time. */
export function wallTimeToUtc(wall: string, timeZone: string): Date | null {
  const m = WALL_TIME.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset across a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** An instant as the zone's wall-clock time (the value a datetime-local field shows). */
export function utcToWallTime(iso: string, timeZone: string): string {
  const p = wallParts(Date.parse(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** One formatter per zone: building one (ICU's zone names) costs far more than using it, and lists format many. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "Mon, Nov 30, 2026, 9:00 AM EST": an instant as staff read it in the firm's zone (the one date-time style). */
export function formatInZone(iso: string, timeZone: string): string {
  return formatterFor(timeZone).format(new Date(iso));
}

/** "12:03 PM": the time of day of `formatInZone` alone, from the same formatter (an autosave's "Saved 12:03 PM"). */
export function formatTimeInZone(iso: string, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("hour")}:${part("minute")} ${part("dayPeriod")}`.trim();
}

/** The instant cut to its whole minute: schedules are kept to the minute. */
export function toMinute(date: Date): string {
  const copy = new Date(date);
  copy.setUTCSeconds(0, 0);
  return copy.toISOString();
}
