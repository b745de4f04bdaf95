import type { Database } from "@db/client";
import { consultationTypes, firmSettings, teamMembers } from "@db/schema";
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
  /** The type's fee as staff wrote it ("Free", "$150"); empty: not stated. */
  priceNote: string;
  /** Where a video consultation is joined: the attorney's own room, else the firm's; null when neither is set. */
  meetingUrl: string | null;
}

export async function readBookingSummary(db: Database, booking: BookingRow): Promise<BookingSummary> {
  const [[attorney], [type], [firm]] = await Promise.all([
    db
      .select({ name: teamMembers.name, email: teamMembers.email, meetingUrl: teamMembers.meetingUrl })
      .from(teamMembers)
      .where(eq(teamMembers.id, booking.attorneyId)),
    booking.typeId
      ? db.select().from(consultationTypes).where(eq(consultationTypes.id, booking.typeId))
      : Promise.resolve([]),
    db.select({ meetingUrl: firmSettings.meetingUrl }).from(firmSettings).limit(1),
  ]);
  return {
    attorneyName: attorney?.name ?? "",
    attorneyEmail: attorney?.email ?? null,
    typeName: type?.name ?? "Consultation",
    minutes: Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000),
    modes: type?.modes ?? ["phone"],
    priceNote: type?.priceNote ?? "",
    meetingUrl: attorney?.meetingUrl || firm?.meetingUrl || null,
  };
}
