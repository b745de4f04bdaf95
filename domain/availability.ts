/**
 * Free consultation slots as pure functions: (hours, closures, time off, bookings, buffer, notice,
 * horizon, now) → slots. Weekly hours are wall-clock times in the firm's zone; each calendar date
 * is turned into instants on its own (domain/time-zone.ts), so a date across a daylight-saving change
 * gets that date's offset (never one offset taken from "today"). Everything returned is UTC.
 */
import { addDays, dateInZone, isoWeekday, zonedInstant } from "./time-zone";

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One stretch of working hours on a weekday, wall-clock "HH:MM" in the firm's zone. */
export interface WeeklyHours {
  weekday: IsoWeekday;
  start: string;
  end: string;
}

/** Whole days the firm is closed, YYYY-MM-DD in the firm's zone, both ends included. */
export interface Closure {
  startDate: string;
  endDate: string;
}

/** A stretch of time, ISO UTC instants, end excluded. */
export interface Interval {
  start: string;
  end: string;
}

export interface AvailabilityInput {
  /** The firm's IANA zone: hours and closures are read in it. */
  timeZone: string;
  hours: readonly WeeklyHours[];
  closures: readonly Closure[];
  /** The attorney's time off and blocked time. */
  timeOff: readonly Interval[];
  /** Confirmed bookings and live holds of the attorney. */
  busy: readonly Interval[];
  durationMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  /** Dates from the firm's today through today + horizonDays are offered. */
  horizonDays: number;
  /** Slots start on this grid from the start of each stretch of hours. */
  stepMinutes: number;
  now: string;
}

const MINUTE = 60_000;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isWallClock = (value: string) => HH_MM.test(value);

export function minutesOfDay(value: string): number {
  const m = HH_MM.exec(value);
  if (!m) throw new RangeError(`not a wall-clock time: ${value}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function closed(date: string, closures: readonly Closure[]): boolean {
  return closures.some((c) => c.startDate <= date && date <= c.endDate);
}

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** Every free slot, earliest first, as UTC instants. */
export function freeSlots(input: AvailabilityInput): Interval[] {
  const now = Date.parse(input.now);
  const earliest = now + input.noticeMinutes * MINUTE;
  const length = input.durationMinutes * MINUTE;
  const step = Math.max(5, input.stepMinutes) * MINUTE;
  const buffer = input.bufferMinutes * MINUTE;
  const blocked = [
    ...input.timeOff.map((t) => [Date.parse(t.start), Date.parse(t.end)] as const),
    ...input.busy.map((b) => [Date.parse(b.start) - buffer, Date.parse(b.end) + buffer] as const),
  ];
  const today = dateInZone(now, input.timeZone);
  const slots: Interval[] = [];
  for (let offset = 0; offset <= input.horizonDays; offset++) {
    const date = addDays(today, offset);
    if (closed(date, input.closures)) continue;
    const weekday = isoWeekday(date);
    const stretches = input.hours
      .filter((h) => h.weekday === weekday && minutesOfDay(h.start) < minutesOfDay(h.end))
      .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
    for (const stretch of stretches) {
      const open = zonedInstant(date, stretch.start, input.timeZone);
      const close = zonedInstant(date, stretch.end, input.timeZone);
      for (let start = open; start + length <= close; start += step) {
        if (start < earliest) continue;
        const end = start + length;
        if (blocked.some(([b0, b1]) => overlaps(start, end, b0, b1))) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
      }
    }
  }
  return slots;
}

/** Whether one exact slot is free: what a booking re-checks inside its write. */
export function isFreeSlot(input: AvailabilityInput, start: string): boolean {
  const at = Date.parse(start);
  return freeSlots(input).some((s) => Date.parse(s.start) === at);
}

/**
 * The `count` slots nearest an instant, before or after it, in time order (what someone who just
 * lost a slot is offered): at the window's last slot they are the ones just before it.
 */
export function nearestSlots<T extends Interval>(slots: readonly T[], to: string, count: number): T[] {
  const at = Date.parse(to);
  const distance = (s: T) => Math.abs(Date.parse(s.start) - at);
  return (
    slots
      .filter((s) => Date.parse(s.start) !== at)
      .map((slot, index) => ({ slot, index }))
      // Equal distances favour the later slot: the visitor wanted that time, not an earlier one.
      .sort((a, b) => distance(a.slot) - distance(b.slot) || b.index - a.index)
      .slice(0, count)
      .sort((a, b) => a.index - b.index)
      .map((s) => s.slot)
  );
}

/** Slots grouped by calendar date in a zone (the visitor's), dates in order. */
export function slotsByDate<T extends Interval>(slots: readonly T[], timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = dateInZone(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** "Monday, March 9" of a YYYY-MM-DD date. */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}
