import type { MediaType } from "@domain/media-types";

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** PNG: the IHDR chunk right after the signature holds both sizes. */
const png = (b: Uint8Array): Dimensions => ({ width: u32be(b, 16), height: u32be(b, 20) });

/** JPEG: walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC). */
function jpeg(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) headers each say it their own way. */
function webp(b: Uint8Array): Dimensions | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** ICO: the largest image of the directory (0 means 256). */
function ico(b: Uint8Array): Dimensions | null {
  const count = u16le(b, 4);
  let best: Dimensions | null = null;
  for (let n = 0; n < count && 6 + n * 16 + 1 < b.length; n++) {
    const width = b[6 + n * 16] || 256;
    const height = b[7 + n * 16] || 256;
    if (!best || width > best.width) best = { width, height };
  }
  return best;
}

/** SVG: width and height in pixels when given, else the viewBox. */
function svg(b: Uint8Array): Dimensions | null {
  const tag = /<svg\b[^>]*>/i.exec(new TextDecoder().decode(b.subarray(0, 4096)))?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
  const px = (value: string | undefined) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Number.parseFloat(value) : NaN;
  const width = px(attr("width"));
  const height = px(attr("height"));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: Math.round(box[2] ?? 0), height: Math.round(box[3] ?? 0) };
  }
  return null;
}

const READERS: Record<MediaType, (bytes: Uint8Array) => Dimensions | null> = { png, jpeg, webp, ico, svg };

/** An image's pixel size from its own header, or null when the file does not say (pages then omit it). */
export function imageDimensions(type: MediaType, bytes: Uint8Array): Dimensions | null {
  const found = READERS[type](bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}
