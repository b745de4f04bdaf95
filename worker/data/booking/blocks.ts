import type { Database } from "@db/client";
import { attorneyTimeOff, bookings, teamMembers } from "@db/schema";
import type { BlockTime } from "@domain/schemas/calendar";
import { and, eq, sql } from "drizzle-orm";
import type { AppEnv } from "../../env";
import { type CalendarBlock, type CalendarMeeting, meetingsUnder } from "./calendar";
import { bookingById } from "./lookups";
import { cancelBooking } from "./manage";

export type BlockOutcome =
  | { kind: "blocked"; block: CalendarBlock; cancelled: number[] }
  /** Booked meetings fall in the block and staff were not shown (or did not decide on) all of them. */
  | { kind: "meetings"; meetings: CalendarMeeting[] }
  | { kind: "no_attorney" };

/**
 * Blocks an active attorney's time (it leaves public availability at once). Booked meetings under it
 * are never passed over silently (decision 037): the INSERT happens only when every live meeting in
 * the range is one staff decided on, checked inside the statement, so a meeting booked between the
 * question and the answer makes it ask again. "cancel" then cancels the meetings staff were shown,
 * each telling its client and attorney as a cancellation from the Calendar does.
 */
export async function blockTime(app: AppEnv, block: BlockTime, now: string, siteUrl: string): Promise<BlockOutcome> {
  const db = app.db;
  const [attorney] = await db
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, block.attorneyId), eq(teamMembers.status, "active")))
    .limit(1);
  if (!attorney) return { kind: "no_attorney" };

  const decided = block.meetings?.ids ?? [];
  const made = await insertBlockUnlessMeetings(db, block, now, decided);
  if ("meetings" in made) return { kind: "meetings", meetings: made.meetings };

  const cancelled: number[] = [];
  if (block.meetings?.action === "cancel") {
    for (const meeting of await meetingsUnder(db, block.attorneyId, block.start, block.end, now)) {
      if (!decided.includes(meeting.id)) continue;
      const booking = await bookingById(db, meeting.id);
      if (booking && (await cancelBooking(app, booking, now, siteUrl))) cancelled.push(meeting.id);
    }
  }
  return { kind: "blocked", block: { ...made.block, attorneyName: attorney.name }, cancelled };
}

/**
 * Inserts the block only when every live meeting of the attorney in its range is among `decided`,
 * checked inside the statement (a meeting booked meanwhile makes it refuse); else answers them.
 */
export async function insertBlockUnlessMeetings(
  db: Database,
  block: { attorneyId: string; start: string; end: string; reason: string },
  now: string,
  decided: readonly number[] = [],
): Promise<{ block: Omit<CalendarBlock, "attorneyName"> } | { meetings: CalendarMeeting[] }> {
  const undecided = decided.length > 0 ? sql`AND b.id NOT IN (${sql.join([...decided], sql`, `)})` : sql``;
  const [row] = await db.all<{ id: number; start_at: string; end_at: string; reason: string }>(
    sql`INSERT INTO ${attorneyTimeOff} (attorney_id, start_at, end_at, reason)
      SELECT ${block.attorneyId}, ${block.start}, ${block.end}, ${block.reason}
      WHERE NOT EXISTS (SELECT 1 FROM ${bookings} AS b WHERE b.attorney_id = ${block.attorneyId}
        AND b.status = 'confirmed' AND b.start_at < ${block.end} AND b.end_at > ${block.start}
        AND b.end_at > ${now} ${undecided})
      RETURNING id, start_at, end_at, reason`,
  );
  if (!row) return { meetings: await meetingsUnder(db, block.attorneyId, block.start, block.end, now) };
  const { id, start_at: startAt, end_at: endAt, reason } = row;
  return { block: { id: Number(id), attorneyId: block.attorneyId, startAt, endAt, reason } };
}

/** Gives the time back; false when there was no such block. */
export async function unblockTime(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(attorneyTimeOff).where(eq(attorneyTimeOff.id, id)).returning({ id: attorneyTimeOff.id });
  return rows.length > 0;
}
