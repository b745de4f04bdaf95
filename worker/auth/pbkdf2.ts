import { base64url, fromBase64 } from "./tokens";

/**
 * PBKDF2-SHA-256 via WebCrypto, the fallback format `pbkdf2-sha256$<iterations>$<salt>$<hash>`
 * (base64url). Still verified so older hashes sign in (and are rehashed to argon2id).
 * Deployed Workers refuse more than 100,000 iterations, so nothing above is made or accepted.
 */
export const PBKDF2_MAX_ITERATIONS = 100_000;
const PREFIX = "pbkdf2-sha256";
const HASH_BITS = 256;

export async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  if (iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) throw new RangeError("PBKDF2 iterations out of range");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export const formatPbkdf2 = (iterations: number, salt: Uint8Array, hash: Uint8Array) =>
  [PREFIX, iterations, base64url(salt), base64url(hash)].join("$");

export function parsePbkdf2(stored: string): { iterations: number; salt: Uint8Array; hash: Uint8Array } | null {
  const [prefix, iterations, salt, hash, ...rest] = stored.split("$");
  const count = Number(iterations);
  if (prefix !== PREFIX || !salt || !hash || rest.length > 0 || !Number.isInteger(count)) return null;
  if (count < 1 || count > PBKDF2_MAX_ITERATIONS) return null;
  return { iterations: count, salt: fromBase64(salt), hash: fromBase64(hash) };
}
