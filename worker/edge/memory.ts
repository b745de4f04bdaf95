import { nowMs } from "../clock";

/**
 * The isolate's own copy of the hottest cache entries, in front of the Cache API: a widely shared page
 * is answered from memory, without even the cache lookup. It holds exactly what the Cache API holds,
 * under the same key (the URL under the content version, so a bump leaves it behind too) and until the
 * same moment (the next full minute). Bounded: the least recently used entries go first.
 *
 * At the minute every entry ends at once. So that each page is rendered again once, not once per
 * visitor in flight (issue 29's tail: eight renders side by side at every minute), the first request
 * after the end renders it, and for the few seconds that takes the others get the ended copy, marked
 * stale: a scheduled post appears with that one render, not later.
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

/** How long after its end an entry may still answer while its page is rendered again. */
const STALE_GRACE_MS = 10_000;

const entries = new Map<string, RememberedAnswer>();
/** Keys whose page is being rendered again after their end, with when that started. */
const refreshing = new Map<string, number>();
let bytes = 0;

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.body.byteLength;
}

/**
 * The entry for `key` while it lasts. After its end: undefined for the first caller, who renders the
 * page again (its remember() replaces the entry), and the ended entry with `stale` for the others
 * until that is done, for STALE_GRACE_MS at most.
 */
export function recall(key: string, now = nowMs()): { entry: RememberedAnswer; stale: boolean } | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  forget(key);
  if (entry.expiresAt + STALE_GRACE_MS <= now) {
    refreshing.delete(key);
    return undefined;
  }
  // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
  entries.set(key, entry);
  bytes += entry.body.byteLength;
  if (entry.expiresAt > now) return { entry, stale: false };
  const since = refreshing.get(key);
  if (since !== undefined && since + STALE_GRACE_MS > now) return { entry, stale: true };
  refreshing.set(key, now);
  return undefined;
}

export function remember(key: string, entry: RememberedAnswer): void {
  refreshing.delete(key);
  if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
  forget(key);
  entries.set(key, entry);
  bytes += entry.body.byteLength;
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    forget(oldest);
    refreshing.delete(oldest);
  }
}
