import type { Database } from "@db/client";
import { attorneyConsultationTypes } from "@db/schema";
import { BOOKING } from "@domain/booking";
import type { ConsultationType } from "@domain/rows";
import { eq } from "drizzle-orm";
import { type BookableAttorney, bookableAttorneys, listConsultationTypes } from "./rules";
import { type OfferedSlot, offeredSlots } from "./slots";

/** What the booking steps ask: an area (slug), an attorney or "any", a type; each optional. */
export interface SlotQuery {
  area?: string | null;
  attorney?: string | null;
  type?: number | null;
}

/** The choices the visitor has made so far, resolved, and the free slots they lead to. */
export interface BookingChoices {
  types: ConsultationType[];
  type: ConsultationType | null;
  attorneys: BookableAttorney[];
  /** The attorney chosen, or null for "first available". */
  attorney: BookableAttorney | null;
  /** The attorneys whose slots are offered. */
  pool: string[];
  slots: OfferedSlot[];
}

/** The first offered type an attorney takes: a link naming only the attorney keeps them chosen. */
async function firstTypeOf(db: Database, types: ConsultationType[], attorneyId: string | null | undefined) {
  if (!attorneyId || attorneyId === BOOKING.anyAttorney) return undefined;
  const taken = await db
    .select({ typeId: attorneyConsultationTypes.typeId })
    .from(attorneyConsultationTypes)
    .where(eq(attorneyConsultationTypes.attorneyId, attorneyId));
  const ids = new Set(taken.map((t) => t.typeId));
  return types.find((t) => ids.has(t.id));
}

/**
 * Resolves a booking query: the type (default the first), the attorneys who take it in the area,
 * the attorney (an unknown one reads as "first available") and their free slots from now.
 */
export async function bookingChoices(db: Database, query: SlotQuery, now: string): Promise<BookingChoices> {
  const types = await listConsultationTypes(db);
  const type =
    types.find((t) => t.id === query.type) ?? (await firstTypeOf(db, types, query.attorney)) ?? types[0] ?? null;
  const attorneys = type ? await bookableAttorneys(db, { areaSlug: query.area, typeId: type.id }) : [];
  const attorney =
    query.attorney && query.attorney !== BOOKING.anyAttorney
      ? (attorneys.find((a) => a.id === query.attorney) ?? null)
      : null;
  const pool = attorney ? [attorney.id] : attorneys.map((a) => a.id);
  const slots = type ? await offeredSlots(db, pool, type, now) : [];
  return { types, type, attorneys, attorney, pool, slots };
}
