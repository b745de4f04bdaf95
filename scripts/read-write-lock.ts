/**
 * A readers–writer lock granted in the order it was asked for: any number of readers together, a
 * writer alone, and a reader that asks after a waiting writer waits behind it (no writer starves).
 * A grant ends when released or when its lease runs out, so a holder that died frees it anyway.
 */
export const LOCK_MODES = ["read", "write"] as const;
export type LockMode = (typeof LOCK_MODES)[number];

interface Waiter {
  id: number;
  mode: LockMode;
  leaseMs: number;
  grant: () => void;
}

export class ReadWriteLock {
  private readonly readers = new Set<number>();
  private writer: number | null = null;
  private readonly waiting: Waiter[] = [];
  private readonly leases = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  /** Resolves with the grant's id once the lock is held in that mode. */
  acquire(mode: LockMode, leaseMs: number): Promise<number> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.push({ id, mode, leaseMs, grant: () => resolve(id) });
      this.grantWaiting();
    });
  }

  release(id: number): void {
    clearTimeout(this.leases.get(id));
    this.leases.delete(id);
    if (this.writer === id) this.writer = null;
    this.readers.delete(id);
    this.grantWaiting();
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
