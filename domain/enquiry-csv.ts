import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, type AttributionField } from "./attribution";
import { type CsvFormat, csvLine } from "./csv";

/**
 * The Contacts screen's export: SPEC §9's columns in order, then what staff work with (the
 * assignee, other parties, when it was first opened, how many internal notes). Times are ISO 8601
 * UTC, as every CSV the API answers; the date is the day it arrived (SPEC §3).
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
  notes: number;
  bookingState: string | null;
}

/** The export's format: a CRLF after every record, the last one too (as it has always been). */
export const ENQUIRY_CSV: CsvFormat<EnquiryCsvFields> = {
  columns: ENQUIRY_CSV_COLUMNS,
  cells: (e) => [
    e.name,
    e.email,
    e.phone,
    e.subject,
    e.message,
    e.status,
    e.createdAt.slice(0, 10),
    e.practiceArea,
    e.assignee,
    e.otherParties,
    e.openedAt,
    e.notes,
    ...ATTRIBUTION_FIELDS.map((f) => e[f]),
    e.bookingState,
  ],
  endsWithLineBreak: true,
};

export const enquiryCsvHeader = () => `${csvLine(ENQUIRY_CSV.columns)}\r\n`;

/** One enquiry as a CSV record, CRLF-terminated (RFC 4180). */
export const enquiryCsvRecord = (e: EnquiryCsvFields) => `${csvLine(ENQUIRY_CSV.cells(e))}\r\n`;

/** "enquiries-2026-11-26.csv": the firm's day (YYYY-MM-DD) of the export. */
export const enquiriesCsvFilename = (day: string) => `enquiries-${day}.csv`;
