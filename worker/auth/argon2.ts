import { loadArgon2id } from "#argon2id";
import { fromBase64, toBase64 } from "./tokens";

/**
 * argon2id (RFC 9106) from the `argon2id` package's WASM, loaded per runtime through the
 * package.json `#argon2id` import: a statically imported WebAssembly.Module in workerd (WASM
 * compiled from bytes at run time is refused there), the same .wasm file read from disk in Node.
 * Hashes are PHC strings: `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>`.
 */
export interface Argon2Params {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/** OWASP's minimum for argon2id: ~50-100 ms and 19 MiB per hash, well inside a Worker's 128 MB. */
export const ARGON2_PARAMS: Argon2Params = { memoryKiB: 19_456, passes: 2, parallelism: 1 };
/** Stored parameters beyond these are refused rather than run (memory and CPU caps of a Worker). */
export const ARGON2_LIMITS: Argon2Params = { memoryKiB: 65_536, passes: 10, parallelism: 4 };
const VERSION = 19;
const TAG_BYTES = 32;

// One WASM instance per isolate: its 65 MB memory is reused by every hash, never reallocated.
let instance: ReturnType<typeof loadArgon2id> | undefined;

export async function argon2id(password: string, salt: Uint8Array, params: Argon2Params): Promise<Uint8Array> {
  instance ??= loadArgon2id();
  const compute = await instance;
  return compute({
    password: new TextEncoder().encode(password),
    salt,
    memorySize: params.memoryKiB,
    passes: params.passes,
    parallelism: params.parallelism,
    tagLength: TAG_BYTES,
  });
}

export const formatArgon2 = (params: Argon2Params, salt: Uint8Array, hash: Uint8Array) =>
  `$argon2id$v=${VERSION}$m=${params.memoryKiB},t=${params.passes},p=${params.parallelism}$${toBase64(salt)}$${toBase64(hash)}`;

const PHC_PATTERN = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export function parseArgon2(stored: string): { params: Argon2Params; salt: Uint8Array; hash: Uint8Array } | null {
  const match = PHC_PATTERN.exec(stored);
  if (!match) return null;
  const [, version, m, t, p, salt, hash] = match;
  const params = { memoryKiB: Number(m), passes: Number(t), parallelism: Number(p) };
  if (Number(version) !== VERSION || !withinLimits(params) || params.memoryKiB < 8 * params.parallelism) return null;
  return { params, salt: fromBase64(salt ?? ""), hash: fromBase64(hash ?? "") };
}

const withinLimits = (p: Argon2Params) =>
  p.passes >= 1 &&
  p.parallelism >= 1 &&
  p.memoryKiB <= ARGON2_LIMITS.memoryKiB &&
  p.passes <= ARGON2_LIMITS.passes &&
  p.parallelism <= ARGON2_LIMITS.parallelism;

export const sameParams = (a: Argon2Params, b: Argon2Params) =>
  a.memoryKiB === b.memoryKiB && a.passes === b.passes && a.parallelism === b.parallelism;
