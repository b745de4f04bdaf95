import type { Database } from "@db/client";
import { appMeta } from "@db/schema";
import { type ContentKind, PUBLISHING } from "@domain/constants";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";

/**
 * Signed preview links: anyone holding one sees that item as staff saved it, drafts included, for
 * 24 hours; without a valid signature the page stays a 404. The HMAC key is made once per database
 * and kept in app_meta, so links need no secret to configure and survive restarts.
 */
const KEY_NAME = "preview_signing_key";

async function signingKey(db: Database): Promise<CryptoKey> {
  const fresh = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  // The first caller's key wins; every later one reads it.
  await db.insert(appMeta).values({ key: KEY_NAME, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY_NAME)).limit(1);
  if (!row) throw new Error("preview signing key missing after insert");
  return crypto.subtle.importKey(
    "raw",
    new Uint8Array(decodeBase64urlIgnorePadding(row.value)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

const message = (kind: ContentKind, id: string, expires: number) =>
  new TextEncoder().encode(`preview:${kind}:${id}:${expires}`);

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
  const signature = await crypto.subtle.sign("HMAC", await signingKey(db), message(kind, id, expires));
  return {
    token: `${expires}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`,
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
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = new Uint8Array(decodeBase64urlIgnorePadding(match[2] ?? ""));
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await signingKey(db), signature, message(kind, id, expires));
}
