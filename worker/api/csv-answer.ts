import type { CsvFormat } from "@domain/csv";
import { utcToWallTime } from "@domain/time-zone";
import { csvStream, type NextBatch } from "@worker/data/csv-stream";
import { readFirmSettings } from "@worker/data/settings";
import type { Context } from "hono";
import type { ApiEnv } from "./types";

/** A CSV export's answer: the streamed file as a download named `filename`. */
const csvAttachment = (c: Context, file: ReadableStream<Uint8Array>, filename: string) =>
  c.body(file, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });

/**
 * Every back-office export (enquiries, subscribers, activity): the filter's rows streamed in keyset
 * batches, dates written in the firm's time zone, the file named (if it wants) with the firm's day.
 */
export async function firmCsvExport<Shown, Row extends Shown>(
  c: Context<ApiEnv>,
  file: {
    format: (timeZone: string) => CsvFormat<Shown>;
    batches: NextBatch<Row>;
    filename: string | ((firmDay: string) => string);
  },
) {
  const { timeZone } = await readFirmSettings(c.var.app.db);
  const day = utcToWallTime(new Date().toISOString(), timeZone).slice(0, 10);
  const filename = typeof file.filename === "string" ? file.filename : file.filename(day);
  return csvAttachment(c, csvStream(file.format(timeZone), file.batches), filename);
}
