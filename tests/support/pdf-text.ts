import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/**
 * The text a page draws, line by line, read back from its content streams: pdf-lib writes each line
 * as one hex string shown with Tj, in WinAnsi (the standard fonts' encoding). Enough to check what a
 * PDF we made says.
 */
const WIN_ANSI = new TextDecoder("windows-1252");

export function pageText(doc: PDFDocument, index: number): string[] {
  const page = doc.getPage(index);
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.flatMap((ref) => {
    const stream = doc.context.lookup(ref as PDFRef);
    const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array();
    const operators = new TextDecoder("latin1").decode(bytes);
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map(([, hex = ""]) =>
      WIN_ANSI.decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))),
    );
  });
}
