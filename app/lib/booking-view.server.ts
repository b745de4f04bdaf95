import { formatDate, type Interval, slotsByDate } from "@domain/availability";
import { formatTimeInZone } from "@domain/time-format";
import { isTimeZone } from "@domain/time-zone";
import type { OfferedSlot } from "@worker/data/booking/slots";
import { COMMON_ZONES } from "./booking-text";

/** A slot as the pages show it: the visitor's time, the firm's beside it, and the attorney. */
export interface SlotView {
  start: string;
  attorneyId: string;
  attorneyName: string;
  visitorTime: string;
  firmTime: string;
}

export interface DayView {
  date: string;
  label: string;
  count: number;
}

/** The zone to show: the visitor's choice when it is a real zone, else the firm's. */
export const shownZone = (asked: string | null, firmZone: string) => (asked && isTimeZone(asked) ? asked : firmZone);

/** The zones the picker offers: the common ones, plus the firm's and the visitor's when missing. */
export const zoneChoices = (...zones: string[]) => [...new Set([...zones, ...COMMON_ZONES])];

export function slotView(slot: OfferedSlot, zone: string, firmZone: string, names: Map<string, string>): SlotView {
  return {
    start: slot.start,
    attorneyId: slot.attorneyId,
    attorneyName: names.get(slot.attorneyId) ?? "",
    visitorTime: formatTimeInZone(slot.start, zone),
    firmTime: formatTimeInZone(slot.start, firmZone),
  };
}

/**
 * Days with free slots in the visitor's zone, and the chosen day's slots: the asked day, else
 * `current` (a booking being moved: its own day, listed even with no other free time), else the first.
 */
export function daysAndSlots<T extends Interval>(slots: T[], zone: string, asked: string | null, current?: string) {
  const byDate = slotsByDate(slots, zone);
  if (current && !byDate.has(current)) byDate.set(current, []);
  const days: DayView[] = [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, label: formatDate(date), count: list.length }));
  const day = [asked, current].find((d) => d && byDate.has(d)) ?? days[0]?.date ?? null;
  return { days, day, slots: day ? (byDate.get(day) ?? []) : [] };
}
