import type { Database } from "@db/client";
import { bookingSettings, consultationTypes, firmClosures } from "@db/schema";
import { BOOKING, type ConsultationMode } from "@domain/booking";
import { AVAILABILITY_MESSAGES as M } from "@domain/booking-admin-messages";
import type { BookingSettingsUpdate } from "@domain/schemas/booking-settings";
import { asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { invalid, type WriteOutcome } from "../writes";

/** The booking rules as the Settings screen edits them: one document (issue 26). */
export interface BookingSettingsDocument {
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  /** The types offered now, in the firm's order. */
  types: { id: number; name: string; minutes: number; modes: ConsultationMode[]; priceNote: string }[];
  closures: { id: number; startDate: string; endDate: string; label: string }[];
}

export async function readBookingSettingsDocument(db: Database): Promise<BookingSettingsDocument> {
  const [[settings], types, closures] = await db.batch([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).limit(1),
    db
      .select({
        id: consultationTypes.id,
        name: consultationTypes.name,
        minutes: consultationTypes.minutes,
        modes: consultationTypes.modes,
        priceNote: consultationTypes.priceNote,
      })
      .from(consultationTypes)
      .where(eq(consultationTypes.active, true))
      .orderBy(asc(consultationTypes.sortOrder), asc(consultationTypes.id)),
    db
      .select({
        id: firmClosures.id,
        startDate: firmClosures.startDate,
        endDate: firmClosures.endDate,
        label: firmClosures.label,
      })
      .from(firmClosures)
      .orderBy(asc(firmClosures.startDate), asc(firmClosures.id)),
  ]);
  const { bufferMinutes, noticeMinutes, horizonDays, stepMinutes } = { ...BOOKING.defaults, ...settings };
  return { bufferMinutes, noticeMinutes, horizonDays, stepMinutes, types, closures };
}

/**
 * Saves the whole document in one batch. A type keeps its id (and its bookings) when edited; a type
 * left out stops being offered but stays for the bookings that name it. Closures are replaced.
 */
export async function saveBookingSettings(
  db: Database,
  input: BookingSettingsUpdate,
): Promise<WriteOutcome<BookingSettingsDocument>> {
  const keptIds = input.types.flatMap((t) => (t.id ? [t.id] : []));
  if (keptIds.length) {
    const known = await db
      .select({ id: consultationTypes.id })
      .from(consultationTypes)
      .where(inArray(consultationTypes.id, keptIds));
    const knownIds = new Set(known.map((k) => k.id));
    const missing = input.types.findIndex((t) => t.id && !knownIds.has(t.id));
    if (missing >= 0) return invalid({ [`types.${missing}.id`]: [M.unknownType] });
  }
  const rules = {
    bufferMinutes: input.bufferMinutes,
    noticeMinutes: input.noticeMinutes,
    horizonDays: input.horizonDays,
    stepMinutes: input.stepMinutes,
  };
  const now = new Date().toISOString();
  const typeWrites = input.types.map((t, sortOrder) => {
    const fields = {
      name: t.name,
      minutes: t.minutes,
      modes: t.modes,
      priceNote: t.priceNote,
      sortOrder,
      active: true,
    };
    return t.id
      ? db
          .update(consultationTypes)
          .set({ ...fields, updatedAt: now })
          .where(eq(consultationTypes.id, t.id))
      : db.insert(consultationTypes).values(fields);
  });
  await db.batch([
    db
      .insert(bookingSettings)
      .values({ id: 1, ...rules })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { ...rules, updatedAt: now } }),
    db
      .update(consultationTypes)
      .set({ active: false, updatedAt: now })
      .where(keptIds.length ? notInArray(consultationTypes.id, keptIds) : sql`1 = 1`),
    ...typeWrites,
    db.delete(firmClosures),
    ...input.closures.map((c) => db.insert(firmClosures).values(c)),
  ]);
  return { ok: true, value: await readBookingSettingsDocument(db) };
}
