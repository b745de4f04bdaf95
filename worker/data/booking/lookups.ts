import type { Database } from "@db/client";
import { attorneyConsultationTypes, bookings, consultationTypes, teamMembers } from "@db/schema";
import type { BookingRow, ConsultationType } from "@domain/rows";
import { and, eq } from "drizzle-orm";
import { sha256Hex } from "../../auth/tokens";

/** The active consultation type, when the active attorney takes it; null otherwise. */
export async function bookableType(db: Database, attorneyId: string, typeId: number): Promise<ConsultationType | null> {
  const [row] = await db
    .select({ type: consultationTypes })
    .from(consultationTypes)
    .innerJoin(attorneyConsultationTypes, eq(attorneyConsultationTypes.typeId, consultationTypes.id))
    .innerJoin(teamMembers, eq(teamMembers.id, attorneyConsultationTypes.attorneyId))
    .where(
      and(
        eq(consultationTypes.id, typeId),
        eq(consultationTypes.active, true),
        eq(attorneyConsultationTypes.attorneyId, attorneyId),
        eq(teamMembers.status, "active"),
      ),
    )
    .limit(1);
  return row?.type ?? null;
}

/** A manage link's token: "<booking id>.<secret>". */
export const manageToken = (bookingId: number, secret: string) => `${bookingId}.${secret}`;

/** The booking a manage token stands for; null for a malformed, altered or unknown one. */
export async function bookingByManageToken(db: Database, token: string): Promise<BookingRow | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, Number(match[1])), eq(bookings.manageHash, await sha256Hex(match[2] ?? ""))))
    .limit(1);
  return row ?? null;
}

/** A booking by its id, or null. */
export async function bookingById(db: Database, id: number): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}
