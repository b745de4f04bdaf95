import { sha256Hex, toHex } from "@domain/digest";

/** Random tokens, digests and base64 from WebCrypto and the web platform (the same in workerd and Node). */

export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Standard base64 without padding (the PHC string alphabet). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/=+$/, "");
}

export const base64url = (bytes: Uint8Array): string => toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_");

/** Decodes base64 or base64url, padded or not; throws on anything else. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// Defined in domain/ so the engagement letters' document hash (domain/esign.ts) is the same digest.
export { sha256Hex };

/**
 * A link's 256-bit secret and the SHA-256 that is all the database keeps of it. "hex" for a secret
 * in a page's path, which the site lower-cases (worker/http/canonical-path.ts); base64url in a query.
 */
export async function newLinkSecret(
  encoding: "base64url" | "hex" = "base64url",
): Promise<{ token: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = encoding === "hex" ? toHex(bytes) : base64url(bytes);
  return { token, hash: await sha256Hex(token) };
}

/** Compares two byte strings in time that depends only on their length. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
