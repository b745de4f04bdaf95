/**
 * CSV of RFC 4180: CRLF between records, quotes doubled inside a quoted cell. Neutralised as
 * OWASP's CSV-injection guidance says (issue 28), so an enquiry cannot run code in the staff
 * member's spreadsheet whatever separator its locale uses (comma, or semicolon in most of Europe):
 * - every cell holding a comma, semicolon, tab, quote, CR or LF is quoted;
 * - a formula starter (= + - @ tab CR) at the start of the cell or right after any separator a
 *   spreadsheet may split on (comma, semicolon, tab, CR, LF), quotes between them or not (a list
 *   written as ["a","-1+1"] splits naively into -1+1""]), gets an apostrophe before it.
 * Shared by the back office's in-browser exports and the API's CSV answers.
 */

const FORMULA_START = /^"*[=+\-@\t\r]/;
// A separator followed by a quote, or ending the text (the closing quote follows), gets one too: a
// spreadsheet splitting on another separator would open a quoted cell there that swallows the line break.
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=$|"|[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? "" : String(value);
  // After separators first, then the start: a leading tab is both a separator and a starter.
  const inner = raw.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const text = FORMULA_START.test(inner) ? `'${inner}` : inner;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record's cells, neutralised and joined (no line break). */
export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(",");

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join("\r\n");
}

/**
 * What one export writes: its header, each row's cells in that order, and whether the file ends with
 * a line break after its last record (RFC 4180 allows both; each export keeps the form it has always had).
 * The server streams it (worker/data/csv-stream.ts); `csvText` is the same file in one string.
 */
export interface CsvFormat<Row> {
  columns: readonly string[];
  cells: (row: Row) => readonly unknown[];
  endsWithLineBreak?: boolean;
}

/** The whole file of a format (without the byte-order mark), records separated by CRLF. */
export function csvText<Row>(format: CsvFormat<Row>, rows: readonly Row[]): string {
  const text = toCsv(format.columns, rows.map(format.cells));
  return format.endsWithLineBreak ? `${text}\r\n` : text;
}

/** Excel on Windows reads a CSV as UTF-8 (accents intact) only when the file starts with this mark. */
export const UTF8_BOM = "\uFEFF";
