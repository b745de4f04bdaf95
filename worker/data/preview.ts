import type { Database } from "@db/client";
import { type ContentKind, PUBLISHING } from "@domain/constants";
import { hmacKey, signUntil, verifySigned } from "./signing-keys";

/**
 * Signed preview links: anyone holding one sees that item as staff saved it, drafts included, for
 * 24 hours; without a valid signature the page stays a 404. The key is the database's own
 * (signing-keys.ts).
 */
const KEY_NAME = "preview_signing_key";

const message = (kind: ContentKind, id: string) => (expires: number) => `preview:${kind}:${id}:${expires}`;

export interface PreviewGrant {
  /** `<expiry in epoch seconds>.<signature>`, the `preview` query parameter. */
  token: string;
  expiresAt: string;
}

export async function signPreview(
  db: Database,
  kind: ContentKind,
  id: string,
  now = new Date(),
): Promise<PreviewGrant> {
  const expires = Math.floor(now.getTime() / 1000) + PUBLISHING.previewHours * 3600;
  return {
    token: await signUntil(await hmacKey(db, KEY_NAME), message(kind, id), expires),
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** When a preview token (already verified) stops working. */
export function previewExpiry(token: string): Date {
  return new Date(Number(token.split(".")[0]) * 1000);
}

/** True only for an unexpired token signed for exactly this item. */
export async function verifyPreview(
  db: Database,
  kind: ContentKind,
  id: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return verifySigned(await hmacKey(db, KEY_NAME), message(kind, id), token, now);
}
