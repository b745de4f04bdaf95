/**
 * CSV of RFC 4180: CRLF between records, quotes doubled inside a quoted cell. Neutralised as
 * OWASP's CSV-injection guidance says (issue 28), so an enquiry cannot run code in the staff
 * member's spreadsheet whatever separator its locale uses (comma, or semicolon in most of Europe):
 * - every cell holding a comma, semicolon, tab, quote, CR or LF is quoted;
 * - a formula starter (= + - @ tab CR) at the start of the cell or right after any separator a
 *   spreadsheet may split on (comma, semicolon, tab, CR, LF) gets an apostrophe before it.
 * Shared by the back office's in-browser exports and the API's CSV answers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? "" : String(value);
  // After separators first, then the start: a leading tab is both a separator and a starter.
  const inner = raw.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n");
}

/** Excel on Windows reads a CSV as UTF-8 (accents intact) only when the file starts with this mark. */
export const UTF8_BOM = "\uFEFF";
