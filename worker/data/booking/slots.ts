import type { Database } from "@db/client";
import { type AvailabilityInput, freeSlots, type Interval } from "@domain/availability";
import { BOOKING } from "@domain/booking";
import type { ConsultationType } from "@domain/rows";
import { type AttorneyCalendar, attorneyCalendars, type BookingRules, readBookingRules } from "./rules";

/** A free slot and the attorney it is with. */
export interface OfferedSlot extends Interval {
  attorneyId: string;
}

export function availabilityInput(
  rules: BookingRules,
  calendar: AttorneyCalendar,
  type: Pick<ConsultationType, "minutes">,
  now: string,
): AvailabilityInput {
  return {
    timeZone: rules.timeZone,
    hours: calendar.hours,
    closures: rules.closures,
    timeOff: calendar.timeOff,
    busy: calendar.busy,
    durationMinutes: type.minutes,
    bufferMinutes: rules.bufferMinutes,
    noticeMinutes: rules.noticeMinutes,
    horizonDays: Math.min(rules.horizonDays, BOOKING.maxHorizonDays),
    stepMinutes: rules.stepMinutes,
    now,
  };
}

/**
 * Free slots of the attorneys given, earliest first. With several ("first available"), each start
 * is offered once, with the first attorney (in the team's order) free then.
 */
export async function offeredSlots(
  db: Database,
  attorneyIds: string[],
  type: Pick<ConsultationType, "minutes">,
  now: string,
  /** A booking left out (the one being moved: its own time is free to it). */
  exceptBookingId?: number,
): Promise<OfferedSlot[]> {
  const [rules, calendars] = await Promise.all([
    readBookingRules(db, now),
    attorneyCalendars(db, attorneyIds, now, exceptBookingId),
  ]);
  const byStart = new Map<string, OfferedSlot>();
  for (const id of attorneyIds) {
    const calendar = calendars.get(id);
    if (!calendar) continue;
    for (const slot of freeSlots(availabilityInput(rules, calendar, type, now))) {
      if (!byStart.has(slot.start)) byStart.set(slot.start, { ...slot, attorneyId: id });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
}
