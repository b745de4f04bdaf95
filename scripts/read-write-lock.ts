/**
 * A readers–writer lock granted in the order it was asked for: any number of readers together, a
 * writer alone, and a reader that asks after a waiting writer waits behind it (no writer starves).
 * Each request carries its asker's own id, so the asker can give it up at any moment with one call:
 * `release` ends a grant or withdraws a request still waiting (whose promise then rejects). A grant
 * also ends when its lease runs out, so a holder that died frees it anyway.
 */
export const LOCK_MODES = ["read", "write"] as const;
export type LockMode = (typeof LOCK_MODES)[number];

interface Waiter {
  id: string;
  mode: LockMode;
  leaseMs: number;
  grant: () => void;
  withdraw: () => void;
}

export class LockWithdrawnError extends Error {
  constructor(id: string) {
    super(`lock request ${id} was withdrawn before it was granted`);
  }
}

export class ReadWriteLock {
  private readonly readers = new Set<string>();
  private writer: string | null = null;
  private readonly waiting: Waiter[] = [];
  private readonly leases = new Map<string, ReturnType<typeof setTimeout>>();

  /** Resolves once the lock is held in that mode under `id` (unique among requests not yet released). */
  acquire(id: string, mode: LockMode, leaseMs: number): Promise<void> {
    if (this.holds(id) || this.waiting.some((waiter) => waiter.id === id)) {
      return Promise.reject(new Error(`lock request ${id} is already made`));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, mode, leaseMs, grant: resolve, withdraw: () => reject(new LockWithdrawnError(id)) });
      this.grantWaiting();
    });
  }

  /** Ends the grant held under `id`, or withdraws its request if still waiting; unknown ids are ignored. */
  release(id: string): void {
    const waitingAt = this.waiting.findIndex((waiter) => waiter.id === id);
    if (waitingAt >= 0) {
      const [withdrawn] = this.waiting.splice(waitingAt, 1);
      withdrawn?.withdraw();
    }
    clearTimeout(this.leases.get(id));
    this.leases.delete(id);
    if (this.writer === id) this.writer = null;
    this.readers.delete(id);
    // A withdrawn writer may have been all that kept the readers behind it waiting.
    this.grantWaiting();
  }

  private holds(id: string): boolean {
    return this.writer === id || this.readers.has(id);
  }

  private grantWaiting(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0] as Waiter;
      const free = this.writer === null && (next.mode === "read" || this.readers.size === 0);
      if (!free) return;
      this.waiting.shift();
      if (next.mode === "write") this.writer = next.id;
      else this.readers.add(next.id);
      const lease = setTimeout(() => this.release(next.id), next.leaseMs);
      lease.unref?.();
      this.leases.set(next.id, lease);
      next.grant();
    }
  }
}
