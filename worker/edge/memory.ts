/**
 * The isolate's own copy of the hottest cache entries, in front of the Cache API: a widely shared page
 * is answered from memory, without even the cache lookup. It holds exactly what the Cache API holds,
 * under the same key (the URL under the content version, so a bump leaves it behind too) and until the
 * same moment (the next full minute). Bounded: the least recently used entries go first.
 */
export interface RememberedAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body gzipped once, for the many views that accept it (added after the first answer). */
  gzipped?: ArrayBuffer;
  /** Epoch ms after which the entry is gone, as in the Cache API. */
  expiresAt: number;
}

const MAX_ENTRIES = 256;
/** Of plain bodies; their gzipped copies add about a fifth. */
const MAX_BYTES = 8 * 1024 * 1024;
/** A larger answer is left to the Cache API alone. */
const MAX_ENTRY_BYTES = 1024 * 1024;

const entries = new Map<string, RememberedAnswer>();
let bytes = 0;

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.body.byteLength;
}

export function recall(key: string, now = Date.now()): RememberedAnswer | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  forget(key);
  if (entry.expiresAt <= now) return undefined;
  // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
  entries.set(key, entry);
  bytes += entry.body.byteLength;
  return entry;
}

export function remember(key: string, entry: RememberedAnswer): void {
  if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
  forget(key);
  entries.set(key, entry);
  bytes += entry.body.byteLength;
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    forget(oldest);
  }
}
