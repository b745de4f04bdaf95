import { CONTACT_CSV_COLUMNS } from "@domain/constants";
import { toCsv } from "@domain/csv";
import type { Contact } from "@domain/rows";
import { isoDay } from "./format";

/** SPEC §9's export: the columns in order, one row per contact shown. */
export function contactsCsv(contacts: readonly Contact[]): string {
  return toCsv(
    CONTACT_CSV_COLUMNS,
    contacts.map((c) => [
      c.name,
      c.email,
      c.phone,
      c.subject,
      c.message,
      c.status,
      isoDay(c.createdAt),
      c.practiceArea,
    ]),
  );
}
