import type { Database } from "@db/client";
import {
  attorneyConsultationTypes,
  attorneyHours,
  attorneyPracticeAreas,
  attorneyTimeOff,
  bookingSettings,
  bookings,
  consultationTypes,
  firmClosures,
  practiceAreas,
  teamMembers,
} from "@db/schema";
import type { Closure, Interval, IsoWeekday, WeeklyHours } from "@domain/availability";
import { BOOKING } from "@domain/booking";
import type { ConsultationType } from "@domain/rows";
import { and, asc, eq, gt, gte, inArray, ne, or, sql } from "drizzle-orm";
import { readFirmSettings } from "../settings";

/** The firm's booking rules and its zone, as the availability maths takes them. */
export interface BookingRules {
  timeZone: string;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  closures: Closure[];
}

/** The rules as of `now`: closures that ended before yesterday (UTC, earlier than any zone's today) are left out. */
export async function readBookingRules(db: Database, now: string): Promise<BookingRules> {
  const yesterday = new Date(Date.parse(now) - 86_400_000).toISOString().slice(0, 10);
  const [[settings], closures, firm] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).limit(1),
    db
      .select({ startDate: firmClosures.startDate, endDate: firmClosures.endDate })
      .from(firmClosures)
      .where(gte(firmClosures.endDate, yesterday)),
    readFirmSettings(db),
  ]);
  return { ...BOOKING.defaults, ...settings, timeZone: firm.timeZone, closures };
}

/** Active consultation types, in the firm's order. */
export const listConsultationTypes = (db: Database): Promise<ConsultationType[]> =>
  db
    .select()
    .from(consultationTypes)
    .where(eq(consultationTypes.active, true))
    .orderBy(asc(consultationTypes.sortOrder), asc(consultationTypes.id));

/** A bookable attorney as the booking steps show them. */
export interface BookableAttorney {
  id: string;
  name: string;
  role: string;
  image: string | null;
}

/**
 * Active attorneys who take consultations in the practice area (slug) and of the type, with at
 * least one stretch of weekly hours; every such attorney when no area is given.
 */
export async function bookableAttorneys(
  db: Database,
  filter: { areaSlug?: string | null; typeId?: number | null },
): Promise<BookableAttorney[]> {
  const inArea = filter.areaSlug
    ? sql`${teamMembers.id} IN (SELECT ${attorneyPracticeAreas.attorneyId} FROM ${attorneyPracticeAreas}
        JOIN ${practiceAreas} ON ${practiceAreas.id} = ${attorneyPracticeAreas.practiceAreaId}
        WHERE ${practiceAreas.slug} = ${filter.areaSlug})`
    : undefined;
  const takesType = filter.typeId
    ? sql`${teamMembers.id} IN (SELECT ${attorneyConsultationTypes.attorneyId} FROM ${attorneyConsultationTypes}
        WHERE ${attorneyConsultationTypes.typeId} = ${filter.typeId})`
    : undefined;
  const hasHours = sql`${teamMembers.id} IN (SELECT ${attorneyHours.attorneyId} FROM ${attorneyHours})`;
  return db
    .select({ id: teamMembers.id, name: teamMembers.name, role: teamMembers.role, image: teamMembers.image })
    .from(teamMembers)
    .where(and(eq(teamMembers.status, "active"), hasHours, inArea, takesType))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
}

/** Everything that shapes one attorney's free time: hours, time off and live bookings from now on. */
export interface AttorneyCalendar {
  hours: WeeklyHours[];
  timeOff: Interval[];
  busy: Interval[];
}

/** Calendars of several attorneys at once (three queries whatever their number). */
export async function attorneyCalendars(
  db: Database,
  attorneyIds: string[],
  now: string,
  /** A booking left out (the one being moved). */
  exceptBookingId?: number,
): Promise<Map<string, AttorneyCalendar>> {
  const calendars = new Map<string, AttorneyCalendar>(
    attorneyIds.map((id) => [id, { hours: [], timeOff: [], busy: [] }]),
  );
  if (!attorneyIds.length) return calendars;
  const [hours, timeOff, busy] = await Promise.all([
    db.select().from(attorneyHours).where(inArray(attorneyHours.attorneyId, attorneyIds)),
    db
      .select()
      .from(attorneyTimeOff)
      .where(and(inArray(attorneyTimeOff.attorneyId, attorneyIds), gt(attorneyTimeOff.endAt, now))),
    db
      .select({ attorneyId: bookings.attorneyId, start: bookings.startAt, end: bookings.endAt })
      .from(bookings)
      .where(
        and(
          inArray(bookings.attorneyId, attorneyIds),
          gt(bookings.endAt, now),
          ne(bookings.status, "cancelled"),
          or(eq(bookings.status, "confirmed"), gt(bookings.holdExpiresAt, now)),
          exceptBookingId ? ne(bookings.id, exceptBookingId) : undefined,
        ),
      ),
  ]);
  for (const h of hours)
    calendars.get(h.attorneyId)?.hours.push({ weekday: h.weekday as IsoWeekday, start: h.startTime, end: h.endTime });
  for (const t of timeOff) calendars.get(t.attorneyId)?.timeOff.push({ start: t.startAt, end: t.endAt });
  for (const b of busy) calendars.get(b.attorneyId)?.busy.push({ start: b.start, end: b.end });
  return calendars;
}
