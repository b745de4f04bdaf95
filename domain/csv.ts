/**
 * CSV of RFC 4180: fields with a comma, quote, CR or LF are quoted, quotes doubled, CRLF between
 * records. A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so an enquiry cannot run code in the staff member's spreadsheet (CSV injection).
 * Shared by the back office's in-browser exports and the API's CSV answers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** Excel on Windows reads a CSV as UTF-8 (accents intact) only when the file starts with this mark. */
export const UTF8_BOM = "\uFEFF";
