import { base64url, fromBase64url } from "./tokens";

/**
 * Password hashes are self-describing: `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64url), so
 * the parameters can change later and old hashes still verify (and are rehashed at sign-in).
 * 100,000 iterations is the most deployed Workers accept for PBKDF2.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, base64url(salt), base64url(hash)].join("$");
}

interface ParsedHash {
  iterations: number;
  salt: Uint8Array;
  hash: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  const count = Number(iterations);
  if (algorithm !== ALGORITHM || !salt || !hash || !Number.isInteger(count)) return null;
  if (count < 1 || count > PBKDF2_MAX_ITERATIONS) return null;
  return { iterations: count, salt: fromBase64url(salt), hash: fromBase64url(hash) };
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export interface Verification {
  ok: boolean;
  /** True when the hash was made with other parameters than today's: store a fresh one. */
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  const parsed = parseHash(stored);
  if (!parsed) return { ok: false, needsRehash: false };
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  const ok = constantTimeEqual(candidate, parsed.hash);
  return { ok, needsRehash: ok && parsed.iterations !== PBKDF2_ITERATIONS };
}

/** Spends the same work as a real verification, so an unknown email answers in the same time. */
export async function burnVerificationTime(password: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
}
