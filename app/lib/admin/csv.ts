import { UTF8_BOM } from "@domain/csv";

/** Saves a CSV through a temporary object URL (the export makes no call: SPEC §7). */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(filename, new Blob([UTF8_BOM, csv], { type: "text/csv;charset=utf-8" }));
}

/** Saves a file the browser already holds (a CSV the API made, say) under the given name. */
export function saveFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
