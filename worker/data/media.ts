import { UPLOAD_KINDS, type UploadKind } from "@domain/constants";
import { MEDIA_TYPES, type MediaType } from "@domain/media-types";

export interface StoredMedia {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

const KINDS = Object.keys(UPLOAD_KINDS).join("|");
const EXTENSIONS = Object.values(MEDIA_TYPES)
  .map((t) => t.extension)
  .join("|");
/** Keys are made here and nowhere else: `<kind>/<uuid>.<ext>`. Anything else is no media of ours. */
const KEY_PATTERN = new RegExp(
  `^(${KINDS})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${EXTENSIONS})$`,
);
const SERVED_TYPES: ReadonlySet<string> = new Set(Object.values(MEDIA_TYPES).map((t) => t.contentType));

export const isMediaKey = (key: string) => KEY_PATTERN.test(key);

/** Stores checked bytes under a fresh server-made key, with the content type fixed from the detected type. */
export async function storeMedia(bucket: R2Bucket, kind: UploadKind, type: MediaType, bytes: Uint8Array) {
  const { contentType, extension } = MEDIA_TYPES[type];
  const key = `${kind}/${crypto.randomUUID()}.${extension}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType }, customMetadata: { kind } });
  return { key, url: `/media/${key}`, contentType, size: bytes.byteLength } satisfies StoredMedia;
}

/** A stored file by key, or null for a key we never make or a type we do not serve. */
export async function readMedia(bucket: R2Bucket, key: string) {
  if (!isMediaKey(key)) return null;
  const object = await bucket.get(key);
  if (!object) return null;
  const contentType = object.httpMetadata?.contentType ?? "";
  if (!SERVED_TYPES.has(contentType)) {
    await object.body.cancel();
    return null;
  }
  return { object, contentType };
}
