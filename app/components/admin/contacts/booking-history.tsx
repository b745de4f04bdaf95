import type { BookingHistoryEntry } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { BOOKING_RECORD } from "~/lib/admin/intake-text";
import { DetailsSection } from "./section";

/** A booking's enquiry: every time it was booked, moved or cancelled, with the meeting time each gave, oldest first. */
export function BookingHistory({ entries, zone }: { entries: readonly BookingHistoryEntry[]; zone: string }) {
  if (entries.length === 0) return null;
  return (
    <DetailsSection title={BOOKING_RECORD.history}>
      <ol className="flex flex-col gap-1 text-sm text-slate-800" data-testid="booking-history">
        {entries.map((e) => (
          <li key={e.id}>
            {BOOKING_RECORD.entry[e.event](formatInZone(e.startAt, zone), formatInZone(e.createdAt, zone))}
          </li>
        ))}
      </ol>
    </DetailsSection>
  );
}
