import type { Database } from "@db/client";
import { appMeta } from "@db/schema";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";

/**
 * HMAC keys for signed links (previews, client documents), one per use: made once per database and
 * kept in app_meta, so links need no secret to configure and survive restarts, and a link signed for
 * one use never verifies for another.
 */
export async function hmacKey(db: Database, name: string): Promise<CryptoKey> {
  const fresh = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  // The first caller's key wins; every later one reads it.
  await db.insert(appMeta).values({ key: name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, name)).limit(1);
  if (!row) throw new Error(`${name} missing after insert`);
  return crypto.subtle.importKey(
    "raw",
    new Uint8Array(decodeBase64urlIgnorePadding(row.value)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** A signature as a link carries it: `<expiry in epoch seconds>.<base64url HMAC>`. */
const SIGNED = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export async function signUntil(key: CryptoKey, message: (expires: number) => string, expires: number) {
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message(expires)));
  return `${expires}.${encodeBase64urlNoPadding(new Uint8Array(signature))}`;
}

/** True only for a well-formed, unexpired token whose HMAC is over `message(its expiry)`. */
export async function verifySigned(
  key: CryptoKey,
  message: (expires: number) => string,
  token: string,
  now: Date,
): Promise<boolean> {
  const match = SIGNED.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = new Uint8Array(decodeBase64urlIgnorePadding(match[2] ?? ""));
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", key, signature, new TextEncoder().encode(message(expires)));
}
