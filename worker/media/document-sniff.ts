import { DOCUMENT_LIMITS, type DocumentRefusal, type DocumentType } from "@domain/client-documents";
import { sniffBinaryImage } from "@domain/media-types";
import { endsWhereFormatSays } from "./file-end";

/**
 * What a client's document is, from its bytes alone (docs/decisions/042): its name and the type the
 * browser claimed are never read. A file must be plainly one type: markup in its first KB, or bytes
 * past where its format ends, make it a polyglot and it is refused, not cleaned.
 */
export type DocumentSniff = { ok: true; type: DocumentType } | { ok: false; reason: DocumentRefusal };

const HEAD_BYTES = 1024;
/** A PDF's %%EOF must stand within its last KB (writers add a line break or two, never pages). */
const PDF_TAIL_BYTES = 1024;
/** Tags that would make the first KB render as a page in a browser that sniffs (IE's, an old viewer's). */
const MARKUP = /<(script|html|body|head|iframe|object|embed|svg|!doctype\s+html)\b/i;

/** Brands of HEIF images (ISO/IEC 23008-12): HEIC stills, sequences and the generic image brands. */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "heif"]);

const latin1 = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, i: number) => u16le(b, i) + u16le(b, i + 2) * 65536;
const u32be = (b: Uint8Array, i: number) =>
  (b[i] ?? 0) * 0x1000000 + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0);

/** Text of `[from, to)` of a large file in chunks (String.fromCharCode takes only so many arguments). */
function latin1Range(b: Uint8Array, from: number, to: number): string {
  let text = "";
  for (let at = from; at < to; at += 8192) text += latin1(b, at, Math.min(to, at + 8192));
  return text;
}

function pdf(b: Uint8Array): DocumentSniff | null {
  if (latin1(b, 0, 5) !== "%PDF-") return null;
  const tail = latin1Range(b, Math.max(0, b.length - PDF_TAIL_BYTES), b.length);
  return /%%EOF[\r\n\s\0]*$/.test(tail) ? { ok: true, type: "pdf" } : { ok: false, reason: "disguised" };
}

/** HEIF: the first box is `ftyp` (size, "ftyp", major brand, minor version, compatible brands). */
function heic(b: Uint8Array): DocumentSniff | null {
  if (latin1(b, 4, 8) !== "ftyp") return null;
  const size = u32be(b, 0);
  if (size < 16 || size > 4096 || size > b.length) return null;
  const brands = [latin1(b, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(latin1(b, at, at + 4));
  // AVIF shares mif1 with HEIF: it is another format, not accepted here.
  if (brands.some((brand) => brand.startsWith("avi"))) return null;
  return brands.some((brand) => HEIF_BRANDS.has(brand)) ? { ok: true, type: "heic" } : null;
}

/**
 * DOCX: a ZIP whose end record closes the file exactly, and whose central directory lists
 * [Content_Types].xml and parts under word/. Nothing is decompressed: the names are enough.
 */
function docx(b: Uint8Array): DocumentSniff | null {
  if (latin1(b, 0, 4) !== "PK\x03\x04") return null;
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535, at the very end.
  let end = -1;
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 65_535); at--) {
    if (b[at] === 0x50 && b[at + 1] === 0x4b && b[at + 2] === 0x05 && b[at + 3] === 0x06) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: "unsupported" };
  if (end + 22 + u16le(b, end + 20) !== b.length) return { ok: false, reason: "disguised" };
  const entries = u16le(b, end + 10);
  let at = u32le(b, end + 16);
  const names = new Set<string>();
  for (let n = 0; n < entries; n++) {
    if (at + 46 > end || u32le(b, at) !== 0x02014b50) return { ok: false, reason: "unsupported" };
    const nameLength = u16le(b, at + 28);
    names.add(latin1(b, at + 46, at + 46 + nameLength));
    at += 46 + nameLength + u16le(b, at + 30) + u16le(b, at + 32);
  }
  const word = names.has("[Content_Types].xml") && [...names].some((name) => name.startsWith("word/"));
  return word ? { ok: true, type: "docx" } : { ok: false, reason: "unsupported" };
}

/** The image types the site's media checks already know, with the same end-of-file rule. */
function image(b: Uint8Array): DocumentSniff | null {
  const type = sniffBinaryImage(b);
  if (type !== "png" && type !== "jpeg") return null;
  return endsWhereFormatSays(type, b) ? { ok: true, type } : { ok: false, reason: "disguised" };
}

/** The document's type, or why it is refused: empty, too large, no accepted type, or a polyglot. */
export function sniffDocument(bytes: Uint8Array): DocumentSniff {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > DOCUMENT_LIMITS.fileBytes) return { ok: false, reason: "tooLarge" };
  const found = pdf(bytes) ?? image(bytes) ?? heic(bytes) ?? docx(bytes);
  if (!found) return { ok: false, reason: "unsupported" };
  if (found.ok && MARKUP.test(latin1(bytes, 0, Math.min(bytes.length, HEAD_BYTES)))) {
    return { ok: false, reason: "disguised" };
  }
  return found;
}
