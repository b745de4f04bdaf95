import type { Database } from "@db/client";
import { attorneyTimeOff, bookings, consultationTypes, contacts, teamMembers } from "@db/schema";
import type { BookingStatus, ConsultationMode } from "@domain/booking";
import type { BlockTime, CalendarQuery } from "@domain/schemas/calendar";
import { and, asc, eq, gt, lt, ne } from "drizzle-orm";

/** A consultation as the staff Calendar and an enquiry's details show it. */
export interface CalendarMeeting {
  id: number;
  attorneyId: string;
  attorneyName: string;
  typeName: string;
  startAt: string;
  endAt: string;
  mode: ConsultationMode | null;
  status: BookingStatus;
  contactId: number | null;
  visitorName: string | null;
  visitorEmail: string | null;
  /** What the visitor said when cancelling through their link, if anything. */
  cancelReason: string | null;
}

/** Time staff took out of an attorney's public availability. */
export interface CalendarBlock {
  id: number;
  attorneyId: string;
  attorneyName: string;
  startAt: string;
  endAt: string;
  reason: string;
}

export interface CalendarRange {
  meetings: CalendarMeeting[];
  blocks: CalendarBlock[];
}

const meetingColumns = {
  id: bookings.id,
  attorneyId: bookings.attorneyId,
  attorneyName: teamMembers.name,
  typeName: consultationTypes.name,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  mode: bookings.mode,
  status: bookings.status,
  contactId: bookings.contactId,
  visitorName: contacts.name,
  visitorEmail: contacts.email,
  cancelReason: bookings.cancelReason,
};

/** Meetings (booked or cancelled; a visitor's short hold is not one yet) matching `where`, earliest first. */
async function meetingsWhere(db: Database, where: ReturnType<typeof and>): Promise<CalendarMeeting[]> {
  const rows = await db
    .select(meetingColumns)
    .from(bookings)
    .innerJoin(teamMembers, eq(teamMembers.id, bookings.attorneyId))
    .leftJoin(consultationTypes, eq(consultationTypes.id, bookings.typeId))
    .leftJoin(contacts, eq(contacts.id, bookings.contactId))
    .where(and(ne(bookings.status, "held"), where))
    .orderBy(asc(bookings.startAt), asc(teamMembers.sortOrder));
  return rows.map((r) => ({ ...r, typeName: r.typeName ?? "Consultation" }));
}

/** Meetings and blocked times that overlap the range, of one attorney or all. */
export async function calendarRange(db: Database, query: CalendarQuery): Promise<CalendarRange> {
  const of = (column: typeof bookings.attorneyId | typeof attorneyTimeOff.attorneyId) =>
    query.attorney ? eq(column, query.attorney) : undefined;
  const [meetings, blocks] = await Promise.all([
    meetingsWhere(db, and(lt(bookings.startAt, query.to), gt(bookings.endAt, query.from), of(bookings.attorneyId))),
    db
      .select({
        id: attorneyTimeOff.id,
        attorneyId: attorneyTimeOff.attorneyId,
        attorneyName: teamMembers.name,
        startAt: attorneyTimeOff.startAt,
        endAt: attorneyTimeOff.endAt,
        reason: attorneyTimeOff.reason,
      })
      .from(attorneyTimeOff)
      .innerJoin(teamMembers, eq(teamMembers.id, attorneyTimeOff.attorneyId))
      .where(
        and(
          lt(attorneyTimeOff.startAt, query.to),
          gt(attorneyTimeOff.endAt, query.from),
          of(attorneyTimeOff.attorneyId),
        ),
      )
      .orderBy(asc(attorneyTimeOff.startAt)),
  ]);
  return { meetings, blocks };
}

/** One enquiry's meetings (a booking's enquiry shows its consultation). */
export const meetingsOfEnquiry = (db: Database, contactId: number) =>
  meetingsWhere(db, eq(bookings.contactId, contactId));

/** One meeting, or null. */
export async function calendarMeeting(db: Database, id: number): Promise<CalendarMeeting | null> {
  const [meeting] = await meetingsWhere(db, eq(bookings.id, id));
  return meeting ?? null;
}

/** Active team members who have booking hours or bookings: the Calendar's people. */
export async function calendarAttorneys(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: teamMembers.id, name: teamMembers.name })
    .from(teamMembers)
    .where(eq(teamMembers.status, "active"))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
}

/** Blocks time of an active attorney (it leaves public availability at once); null when no such attorney. */
export async function blockTime(db: Database, block: BlockTime): Promise<CalendarBlock | null> {
  const [attorney] = await db
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, block.attorneyId), eq(teamMembers.status, "active")))
    .limit(1);
  if (!attorney) return null;
  const [row] = await db
    .insert(attorneyTimeOff)
    .values({ attorneyId: block.attorneyId, startAt: block.start, endAt: block.end, reason: block.reason })
    .returning();
  return row ? { ...row, attorneyName: attorney.name } : null;
}

/** Gives the time back; false when there was no such block. */
export async function unblockTime(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(attorneyTimeOff).where(eq(attorneyTimeOff.id, id)).returning({ id: attorneyTimeOff.id });
  return rows.length > 0;
}
