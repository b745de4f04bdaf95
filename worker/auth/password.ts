import { ARGON2_PARAMS, type Argon2Params, argon2id, formatArgon2, parseArgon2, sameParams } from "./argon2";
import { parsePbkdf2, pbkdf2 } from "./pbkdf2";
import { constantTimeEqual } from "./tokens";

/**
 * Password hashes are self-describing strings (algorithm, parameters, salt, hash), so parameters
 * can change and old hashes still verify: argon2id PHC strings today, PBKDF2-SHA-256 from before.
 * A successful verification of anything but today's format asks the caller to store a fresh hash.
 */
const SALT_BYTES = 16;
/**
 * The argon2id module means to refuse passwords under 8 bytes and throws for some of them (a lone
 * NUL, for one). New passwords need 12 characters, so no stored hash comes from one that short: such
 * an attempt is simply wrong, and must not become a 500.
 */
const ARGON2_SHORTEST_BYTES = 8;
const shortForArgon2 = (password: string) => new TextEncoder().encode(password).byteLength < ARGON2_SHORTEST_BYTES;

export async function hashPassword(password: string, params: Argon2Params = ARGON2_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return formatArgon2(params, salt, await argon2id(password, salt, params));
}

export interface Verification {
  ok: boolean;
  /** True when the password is right but the hash was made with other parameters than today's. */
  needsRehash: boolean;
}

const REFUSED: Verification = { ok: false, needsRehash: false };

export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  try {
    const argon = parseArgon2(stored);
    if (argon && !shortForArgon2(password)) {
      const ok = constantTimeEqual(await argon2id(password, argon.salt, argon.params), argon.hash);
      return { ok, needsRehash: ok && !sameParams(argon.params, ARGON2_PARAMS) };
    }
    const legacy = parsePbkdf2(stored);
    if (legacy) {
      const ok = constantTimeEqual(await pbkdf2(password, legacy.salt, legacy.iterations), legacy.hash);
      return { ok, needsRehash: ok };
    }
  } catch {
    // A stored string that does not decode is as good as no account.
  }
  await burnVerificationTime(password);
  return REFUSED;
}

/** Spends the same work as a real verification, so an unknown email answers in about the same time. */
export async function burnVerificationTime(password: string): Promise<void> {
  const hashable = shortForArgon2(password) ? password.padEnd(ARGON2_SHORTEST_BYTES, " ") : password;
  await argon2id(hashable, new Uint8Array(SALT_BYTES), ARGON2_PARAMS);
}
