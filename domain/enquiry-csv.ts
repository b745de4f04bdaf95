import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, type AttributionField } from "./attribution";
import { type CsvFormat, csvLine } from "./csv";
import { csvTimeInZone } from "./time-format";

/**
 * The Contacts screen's export: SPEC §9's columns in order, then what staff work with (the
 * assignee, other parties, when it was first opened, the internal notes). Every time is the firm's
 * wall time with its offset ("2026-11-28 04:51 -05:00", domain/time-format.ts): when it arrived,
 * when it was first opened, and when each note was written.
 */
export const ENQUIRY_CSV_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Subject",
  "Message",
  "Status",
  "Date",
  "Practice Area",
  "Assignee",
  "Other Parties",
  "First Opened",
  "Notes",
  // Where it came from (issue 26), in ATTRIBUTION_FIELDS' order.
  ...ATTRIBUTION_FIELDS.map((f) => ATTRIBUTION_LABELS[f]),
  // A booking's enquiry: booked, moved or cancelled (issue 38); empty for a contact-form enquiry.
  "Booking",
  // The staff link of the enquiry whose questionnaire was sent (issue 41): the answers stay in the back office.
  "Questionnaire",
] as const;

export interface EnquiryCsvFields extends Record<AttributionField, string | null> {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
  practiceArea: string | null;
  assignee: string | null;
  otherParties: string | null;
  openedAt: string | null;
  notes: EnquiryCsvNote[];
  bookingState: string | null;
  /** The back office's address of the enquiry (its Questionnaires section) when one was sent; else null. */
  questionnaire: string | null;
}

/** An internal note as the export writes it: oldest first, each with its author and time. */
export interface EnquiryCsvNote {
  at: string;
  by: string;
  text: string;
}

/** "2026-11-28 04:51 -05:00, Jane Doe: Called back." per note, one line each, oldest first. */
export const notesText = (notes: readonly EnquiryCsvNote[], timeZone: string) =>
  notes.map((n) => `${csvTimeInZone(n.at, timeZone)}, ${n.by}: ${n.text}`).join("\n");

/** The export's format in the firm's zone: a CRLF after every record, the last one too (as it has always been). */
export const enquiryCsv = (timeZone: string): CsvFormat<EnquiryCsvFields> => ({
  columns: ENQUIRY_CSV_COLUMNS,
  cells: (e) => [
    e.name,
    e.email,
    e.phone,
    e.subject,
    e.message,
    e.status,
    csvTimeInZone(e.createdAt, timeZone),
    e.practiceArea,
    e.assignee,
    e.otherParties,
    csvTimeInZone(e.openedAt, timeZone),
    notesText(e.notes, timeZone),
    ...ATTRIBUTION_FIELDS.map((f) => e[f]),
    e.bookingState,
    e.questionnaire,
  ],
  endsWithLineBreak: true,
});

export const enquiryCsvHeader = () => `${csvLine(ENQUIRY_CSV_COLUMNS)}\r\n`;

/** One enquiry as a CSV record in the firm's zone, CRLF-terminated (RFC 4180). */
export const enquiryCsvRecord = (e: EnquiryCsvFields, timeZone: string) =>
  `${csvLine(enquiryCsv(timeZone).cells(e))}\r\n`;

/** "enquiries-2026-11-26.csv": the firm's day (YYYY-MM-DD) of the export. */
export const enquiriesCsvFilename = (day: string) => `enquiries-${day}.csv`;
