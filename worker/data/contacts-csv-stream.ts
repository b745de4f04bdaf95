import type { Database } from "@db/client";
import { UTF8_BOM } from "@domain/csv";
import { enquiryCsvHeader, enquiryCsvRecord } from "@domain/enquiry-csv";
import { contactExportBatch, EXPORT_BATCH, type ExportCursor } from "./contact-export";
import type { ContactFilter } from "./contacts";

/**
 * The filtered enquiries as a CSV body (UTF-8 with a BOM, for Excel), one keyset batch per pull:
 * a 100,000-row export never sits in the Worker's memory at once.
 */
export function contactsCsvStream(db: Database, filter: ContactFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: ExportCursor | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + enquiryCsvHeader()));
      }
      const rows = await contactExportBatch(db, filter, cursor);
      if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(enquiryCsvRecord).join("")));
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
