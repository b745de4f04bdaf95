import { type MediaType, sniffBinaryImage } from "@domain/media-types";
import { endsWhereFormatSays } from "./file-end";
import { isSafeSvg } from "./svg";

export type Detection =
  | { ok: true; type: MediaType }
  | { ok: false; reason: "unsupported" | "unsafe-svg" | "trailing-data" };

const looksLikeSvg = (bytes: Uint8Array) => /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)));

/** What an upload really is, judged from its bytes alone, among the types its kind accepts. */
export async function detectUpload(bytes: Uint8Array, accepted: readonly MediaType[]): Promise<Detection> {
  const binary = sniffBinaryImage(bytes);
  if (binary) {
    if (!accepted.includes(binary)) return { ok: false, reason: "unsupported" };
    return endsWhereFormatSays(binary, bytes) ? { ok: true, type: binary } : { ok: false, reason: "trailing-data" };
  }
  if (!accepted.includes("svg")) return { ok: false, reason: "unsupported" };
  if (await isSafeSvg(bytes)) return { ok: true, type: "svg" };
  return { ok: false, reason: looksLikeSvg(bytes) ? "unsafe-svg" : "unsupported" };
}
