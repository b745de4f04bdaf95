import { type CsvFormat, csvLine, UTF8_BOM } from "@domain/csv";

/** Rows per read: an export walks its filtered list in batches, never holding the whole table. */
export const EXPORT_BATCH = 500;

/** The batch after `last` (the previous batch's last row; null for the first), at most EXPORT_BATCH rows. */
export type NextBatch<Row> = (last: Row | null) => Promise<Row[]>;

/**
 * Every export's body (UTF-8 with a BOM, for Excel): the header, then one keyset batch per pull, so a
 * 100,000-row file never sits in the Worker's memory at once. Records are CRLF-separated, as csvText
 * writes the same file in one string.
 */
export function csvStream<Shown, Row extends Shown>(
  format: CsvFormat<Shown>,
  nextBatch: NextBatch<Row>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvLine(format.columns)));
      }
      const rows = await nextBatch(last);
      const records = rows.map((row) => `\r\n${csvLine(format.cells(row))}`).join("");
      if (records) controller.enqueue(encoder.encode(records));
      last = rows.at(-1) ?? null;
      if (!last || rows.length < EXPORT_BATCH) {
        if (format.endsWithLineBreak) controller.enqueue(encoder.encode("\r\n"));
        controller.close();
      }
    },
  });
}
