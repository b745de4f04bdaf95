import type { MediaType } from "@domain/media-types";

/**
 * Where a binary image's own structure says the file ends, or null when the structure is broken.
 * An upload whose bytes go on past that point (a JPEG followed by HTML, a PNG with a ZIP behind its
 * IEND) is a polyglot: harmless as the site serves it, refused all the same (issue 28).
 */

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u32le = (b: Uint8Array, i: number) =>
  ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16)) + (b[i + 3] ?? 0) * 0x1000000;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** PNG: chunk after chunk (length, type, data, CRC) from the signature to the end of IEND. */
function pngEnd(b: Uint8Array): number | null {
  let i = 8;
  while (i + 12 <= b.length) {
    const next = i + 12 + u32be(b, i);
    if (ascii(b, i + 4, 4) === "IEND") return next;
    i = next;
  }
  return null;
}

/** Markers standing alone, with no length after them: SOI, TEM and the restart markers. */
const STANDALONE = (marker: number) => marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** JPEG: segment after segment; after each start of scan, the entropy-coded data up to the next marker; then EOI. */
function jpegEnd(b: Uint8Array): number | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return i + 2;
    if (STANDALONE(marker)) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
    if (marker !== 0xda) continue;
    // Scan data: a 0xFF is followed by 0x00 (a stuffed byte) or a restart marker, or ends the scan.
    while (
      i + 1 < b.length &&
      !(b[i] === 0xff && b[i + 1] !== 0x00 && !((b[i + 1] ?? 0) >= 0xd0 && (b[i + 1] ?? 0) <= 0xd7))
    ) {
      i += 1;
    }
  }
  return null;
}

/** WebP: the RIFF header's size counts every byte after its first eight (padded to even). */
const webpEnd = (b: Uint8Array) => 8 + u32le(b, 4) + (u32le(b, 4) % 2);

/** ICO: the furthest image any directory entry points at. */
function icoEnd(b: Uint8Array): number | null {
  const count = (b[4] ?? 0) | ((b[5] ?? 0) << 8);
  let end = 6 + 16 * count;
  for (let entry = 0; entry < count; entry++) {
    const at = 6 + 16 * entry;
    if (at + 16 > b.length) return null;
    end = Math.max(end, u32le(b, at + 12) + u32le(b, at + 8));
  }
  return end;
}

const ENDS: Record<Exclude<MediaType, "svg">, (bytes: Uint8Array) => number | null> = {
  png: pngEnd,
  jpeg: jpegEnd,
  webp: webpEnd,
  ico: icoEnd,
};

/** True when the file ends exactly where its format says: nothing after the image, nothing cut off. */
export const endsWhereFormatSays = (type: Exclude<MediaType, "svg">, bytes: Uint8Array): boolean =>
  ENDS[type](bytes) === bytes.length;
