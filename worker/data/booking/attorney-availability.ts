import type { Database } from "@db/client";
import {
  attorneyConsultationTypes,
  attorneyHours,
  attorneyPracticeAreas,
  attorneyTimeOff,
  consultationTypes,
  practiceAreas,
  teamMembers,
} from "@db/schema";
import { AVAILABILITY_MESSAGES as M } from "@domain/booking-admin-messages";
import type { AttorneyAvailabilityUpdate } from "@domain/schemas/booking-settings";
import { addDays, startOfDate } from "@domain/time-zone";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { readFirmSettings } from "../settings";
import { invalid, notFound, type WriteOutcome } from "../writes";
import { insertBlockUnlessMeetings } from "./blocks";
import type { CalendarMeeting } from "./calendar";

/** One attorney's availability as the back office edits it (issue 26); /book reads the same rows. */
export interface AttorneyAvailability {
  attorneyId: string;
  /** Weekly hours, ISO weekday 1 (Monday) to 7, wall-clock HH:MM in the firm's zone. */
  hours: { weekday: number; start: string; end: string }[];
  typeIds: number[];
  practiceAreaIds: number[];
  /** Time off and blocked time that has not ended yet, UTC. */
  timeOff: { id: number; startAt: string; endAt: string; reason: string }[];
}

/** What the editor chooses from: the types offered and every practice area. */
export interface AvailabilityChoices {
  timeZone: string;
  types: { id: number; name: string }[];
  practiceAreas: { id: number; name: string }[];
}

const exists = async (db: Database, id: string) =>
  (await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id)).limit(1)).length > 0;

export async function readAttorneyAvailability(
  db: Database,
  attorneyId: string,
  now = new Date().toISOString(),
): Promise<AttorneyAvailability | null> {
  if (!(await exists(db, attorneyId))) return null;
  const [hours, types, areas, timeOff] = await db.batch([
    db
      .select({ weekday: attorneyHours.weekday, start: attorneyHours.startTime, end: attorneyHours.endTime })
      .from(attorneyHours)
      .where(eq(attorneyHours.attorneyId, attorneyId))
      .orderBy(asc(attorneyHours.weekday), asc(attorneyHours.startTime)),
    db
      .select({ id: attorneyConsultationTypes.typeId })
      .from(attorneyConsultationTypes)
      .where(eq(attorneyConsultationTypes.attorneyId, attorneyId))
      .orderBy(asc(attorneyConsultationTypes.typeId)),
    db
      .select({ id: attorneyPracticeAreas.practiceAreaId })
      .from(attorneyPracticeAreas)
      .where(eq(attorneyPracticeAreas.attorneyId, attorneyId))
      .orderBy(asc(attorneyPracticeAreas.practiceAreaId)),
    db
      .select({
        id: attorneyTimeOff.id,
        startAt: attorneyTimeOff.startAt,
        endAt: attorneyTimeOff.endAt,
        reason: attorneyTimeOff.reason,
      })
      .from(attorneyTimeOff)
      .where(and(eq(attorneyTimeOff.attorneyId, attorneyId), gt(attorneyTimeOff.endAt, now)))
      .orderBy(asc(attorneyTimeOff.startAt)),
  ]);
  return {
    attorneyId,
    hours,
    typeIds: types.map((t) => t.id),
    practiceAreaIds: areas.map((a) => a.id),
    timeOff,
  };
}

export async function availabilityChoices(db: Database): Promise<AvailabilityChoices> {
  const [types, areas, firm] = await Promise.all([
    db
      .select({ id: consultationTypes.id, name: consultationTypes.name })
      .from(consultationTypes)
      .where(eq(consultationTypes.active, true))
      .orderBy(asc(consultationTypes.sortOrder), asc(consultationTypes.id)),
    db
      .select({ id: practiceAreas.id, name: practiceAreas.title })
      .from(practiceAreas)
      .orderBy(asc(practiceAreas.sortOrder), asc(practiceAreas.title)),
    readFirmSettings(db),
  ]);
  return { timeZone: firm.timeZone, types, practiceAreas: areas };
}

/** How many of the ids are rows (ids are distinct). */
async function countKnown(db: Database, ids: number[], table: "types" | "areas"): Promise<number> {
  if (!ids.length) return 0;
  const rows =
    table === "types"
      ? await db.select({ id: consultationTypes.id }).from(consultationTypes).where(inArray(consultationTypes.id, ids))
      : await db.select({ id: practiceAreas.id }).from(practiceAreas).where(inArray(practiceAreas.id, ids));
  return rows.length;
}

/** Replaces the weekly hours and the types and areas taken, in one batch: /book follows at once. */
export async function saveAttorneyAvailability(
  db: Database,
  attorneyId: string,
  input: AttorneyAvailabilityUpdate,
): Promise<WriteOutcome<AttorneyAvailability>> {
  if (!(await exists(db, attorneyId))) return notFound;
  const typeIds = [...new Set(input.typeIds)];
  const areaIds = [...new Set(input.practiceAreaIds)];
  if ((await countKnown(db, typeIds, "types")) < typeIds.length) return invalid({ typeIds: [M.unknownType] });
  if ((await countKnown(db, areaIds, "areas")) < areaIds.length) return invalid({ practiceAreaIds: [M.unknownArea] });
  await db.batch([
    db.delete(attorneyHours).where(eq(attorneyHours.attorneyId, attorneyId)),
    ...input.hours.map((h) =>
      db.insert(attorneyHours).values({ attorneyId, weekday: h.weekday, startTime: h.start, endTime: h.end }),
    ),
    db.delete(attorneyConsultationTypes).where(eq(attorneyConsultationTypes.attorneyId, attorneyId)),
    ...typeIds.map((typeId) => db.insert(attorneyConsultationTypes).values({ attorneyId, typeId })),
    db.delete(attorneyPracticeAreas).where(eq(attorneyPracticeAreas.attorneyId, attorneyId)),
    ...areaIds.map((practiceAreaId) => db.insert(attorneyPracticeAreas).values({ attorneyId, practiceAreaId })),
  ]);
  const saved = await readAttorneyAvailability(db, attorneyId);
  return saved ? { ok: true, value: saved } : notFound;
}

/** Whole days off, first to last included, read in the firm's zone (so a day across a DST change is whole). */
/**
 * Whole days off, midnight to midnight in the firm's zone: a block like any other, so booked meetings
 * in those days refuse it with their list (decision 037; the choice is made on the Calendar's blocks).
 */
export async function addTimeOff(
  db: Database,
  attorneyId: string,
  range: { startDate: string; endDate: string; label: string },
  now: string,
): Promise<WriteOutcome<AttorneyAvailability> | { ok: false; problem: "meetings"; meetings: CalendarMeeting[] }> {
  if (!(await exists(db, attorneyId))) return notFound;
  const { timeZone } = await readFirmSettings(db);
  const start = new Date(startOfDate(range.startDate, timeZone)).toISOString();
  const end = new Date(startOfDate(addDays(range.endDate, 1), timeZone)).toISOString();
  const made = await insertBlockUnlessMeetings(db, { attorneyId, start, end, reason: range.label }, now);
  if ("meetings" in made) return { ok: false, problem: "meetings", meetings: made.meetings };
  const saved = await readAttorneyAvailability(db, attorneyId);
  return saved ? { ok: true, value: saved } : notFound;
}

export async function removeTimeOff(db: Database, attorneyId: string, timeOffId: number): Promise<boolean> {
  const removed = await db
    .delete(attorneyTimeOff)
    .where(and(eq(attorneyTimeOff.id, timeOffId), eq(attorneyTimeOff.attorneyId, attorneyId)))
    .returning({ id: attorneyTimeOff.id });
  return removed.length > 0;
}
