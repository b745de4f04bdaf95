import { CONTACT_CSV_COLUMNS } from "~/lib/constants";
import { toCsv } from "./csv";
import { isoDay } from "./format";
import type { Contact } from "./types";

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
