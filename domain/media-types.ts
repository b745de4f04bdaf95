/** The only file types stored and served, each with its fixed content type and extension. */
export const MEDIA_TYPES = {
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPG" },
  webp: { contentType: "image/webp", extension: "webp", label: "WebP" },
  ico: { contentType: "image/x-icon", extension: "ico", label: "ICO" },
  svg: { contentType: "image/svg+xml", extension: "svg", label: "SVG" },
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The binary image type the bytes themselves declare (magic numbers), whatever the file is called
 * or the browser claimed. Four fixed signatures: a library would add nothing here.
 */
export function sniffBinaryImage(bytes: Uint8Array): Exclude<MediaType, "svg"> | null {
  // PNG: signature, then the IHDR chunk that must come first.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii("IHDR"), 12)) {
    return "png";
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8)) return "webp";
  // ICO: reserved 0, type 1 (icon), at least one image, and room for its directory entry.
  if (startsWith(bytes, [0, 0, 1, 0]) && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0 && bytes.length >= 22) return "ico";
  return null;
}
