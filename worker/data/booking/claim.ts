import type { Database } from "@db/client";
import { bookings } from "@db/schema";
import { type AvailabilityInput, isFreeSlot, nearestSlots } from "@domain/availability";
import { BOOKING } from "@domain/booking";
import type { BookingRow, ConsultationType } from "@domain/rows";
import { and, eq, lte, sql } from "drizzle-orm";
import { isUniqueViolation } from "../writes";
import { attorneyCalendars, readBookingRules } from "./rules";
import { availabilityInput, type OfferedSlot, offeredSlots } from "./slots";

/** The outcome of taking a slot: ours, or taken (with the nearest free ones). */
export type Claim = { kind: "claimed"; booking: BookingRow } | Taken;

/** "taken": someone else just got it; "unavailable": it is not (or no longer) a slot the rules offer. */
export type Taken = { kind: "taken"; reason: "taken" | "unavailable"; alternatives: OfferedSlot[] };

export interface ClaimRequest {
  attorneyId: string;
  type: { id: number | null; minutes: number };
  start: string;
  now: string;
  /** A hold (while the visitor fills in the form) or a booking at once. */
  status: "held" | "confirmed";
  holdHash?: string;
  /** A hold's visitor (their limit key): the write refuses a hold beyond BOOKING.maxLiveHolds of theirs. */
  holdClient?: string;
  manageHash?: string;
  /** Attorneys whose slots are offered instead when this one is taken (default: this attorney). */
  pool?: string[];
}

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The free slots nearest a taken one (before or after it), among the pool's attorneys. */
export async function alternativesNear(
  db: Database,
  pool: string[],
  type: Pick<ConsultationType, "minutes">,
  start: string,
  now: string,
): Promise<OfferedSlot[]> {
  return nearestSlots(await offeredSlots(db, pool, type, now), start, BOOKING.alternatives);
}

/**
 * Why a slot the rules refuse is refused: "taken" when it would be free but for another booking or
 * hold (someone got there first: the loser of a race hears "just taken"), else "unavailable".
 */
export const refusalOf = (input: AvailabilityInput, start: string): Taken["reason"] =>
  isFreeSlot({ ...input, busy: [] }, start) ? "taken" : "unavailable";

/**
 * Takes a slot for a hold or a booking. The slot is first checked against the rules (hours,
 * closures, notice, horizon, time off); then one conditional INSERT writes it only when no live
 * booking or hold of the attorney overlaps it with its buffers. D1 runs statements one at a time,
 * so of any number of concurrent claims exactly one finds the slot free; the partial UNIQUE index
 * on (attorney, start) stands behind it. Expired holds of the attorney are cleared first.
 */
export async function claimSlot(db: Database, request: ClaimRequest): Promise<Claim> {
  const { attorneyId, type, now } = request;
  const start = iso(Date.parse(request.start));
  const taken = async (reason: Taken["reason"] = "taken"): Promise<Claim> => ({
    kind: "taken",
    reason,
    alternatives: await alternativesNear(db, request.pool ?? [attorneyId], type, start, now),
  });
  const [rules, calendars] = await Promise.all([readBookingRules(db, now), attorneyCalendars(db, [attorneyId], now)]);
  const calendar = calendars.get(attorneyId);
  if (!calendar) return taken("unavailable");
  const input = availabilityInput(rules, calendar, type, now);
  if (!isFreeSlot(input, start)) return taken(refusalOf(input, start));

  const end = iso(Date.parse(start) + type.minutes * MINUTE);
  const buffer = rules.bufferMinutes * MINUTE;
  const holdExpiresAt = request.status === "held" ? iso(Date.parse(now) + BOOKING.holdMinutes * MINUTE) : null;
  const clearExpired = db
    .delete(bookings)
    .where(and(eq(bookings.attorneyId, attorneyId), eq(bookings.status, "held"), lte(bookings.holdExpiresAt, now)));
  const holdClient = request.holdClient ?? null;
  const insert = sql`INSERT INTO ${bookings} (attorney_id, type_id, start_at, end_at, status, hold_hash, hold_expires_at, hold_client, manage_hash)
    SELECT ${attorneyId}, ${type.id}, ${start}, ${end}, ${request.status}, ${request.holdHash ?? null}, ${holdExpiresAt}, ${holdClient}, ${request.manageHash ?? null}
    WHERE NOT EXISTS (SELECT 1 FROM ${bookings} AS b WHERE b.attorney_id = ${attorneyId}
      AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > ${now}))
      AND b.start_at < ${iso(Date.parse(end) + buffer)} AND b.end_at > ${iso(Date.parse(start) - buffer)})
    AND (${holdClient} IS NULL OR (SELECT count(*) FROM ${bookings} AS h WHERE h.hold_client = ${holdClient}
      AND h.status = 'held' AND h.hold_expires_at > ${now}) < ${BOOKING.maxLiveHolds})
    RETURNING *`;
  try {
    // Two statements, no batch: clearing lapsed holds is harmless on its own, the INSERT is the check.
    await clearExpired;
    const [row] = await db.all<{ id: number }>(insert);
    if (!row) return taken();
    const [booking] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(row.id)))
      .limit(1);
    return booking ? { kind: "claimed", booking } : taken();
  } catch (error) {
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
}
