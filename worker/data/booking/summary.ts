import type { Database } from "@db/client";
import { consultationTypes, teamMembers } from "@db/schema";
import type { ConsultationMode } from "@domain/booking";
import type { BookingRow } from "@domain/rows";
import { eq } from "drizzle-orm";

/** The names a booking's pages and emails show: its attorney and consultation type. */
export interface BookingSummary {
  attorneyName: string;
  attorneyEmail: string | null;
  typeName: string;
  minutes: number;
  modes: ConsultationMode[];
}

export async function readBookingSummary(db: Database, booking: BookingRow): Promise<BookingSummary> {
  const [[attorney], [type]] = await Promise.all([
    db
      .select({ name: teamMembers.name, email: teamMembers.email })
      .from(teamMembers)
      .where(eq(teamMembers.id, booking.attorneyId)),
    booking.typeId
      ? db.select().from(consultationTypes).where(eq(consultationTypes.id, booking.typeId))
      : Promise.resolve([]),
  ]);
  return {
    attorneyName: attorney?.name ?? "",
    attorneyEmail: attorney?.email ?? null,
    typeName: type?.name ?? "Consultation",
    minutes: Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000),
    modes: type?.modes ?? ["phone"],
  };
}
