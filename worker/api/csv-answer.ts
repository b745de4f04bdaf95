import type { Context } from "hono";

/** A CSV export's answer: the streamed file as a download named `filename`. */
export const csvAttachment = (c: Context, file: ReadableStream<Uint8Array>, filename: string) =>
  c.body(file, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });
