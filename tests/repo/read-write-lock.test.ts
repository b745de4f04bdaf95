import { describe, expect, it } from "vitest";
import { LockWithdrawnError, ReadWriteLock } from "../../scripts/read-write-lock";

const LEASE = 60_000;

/** The requests granted so far, in order, while the lock is driven by hand; each asker's id is its name. */
function watch(lock: ReadWriteLock) {
  const granted: string[] = [];
  const ask = (name: string, mode: "read" | "write", leaseMs = LEASE) =>
    lock.acquire(name, mode, leaseMs).then(() => {
      granted.push(name);
      return name;
    });
  return { granted, ask };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the browser tests' lock on the firm's settings", () => {
  it("grants readers together and a writer alone, after the readers it found", async () => {
    const lock = new ReadWriteLock();
    const { granted, ask } = watch(lock);
    const first = await ask("reader 1", "read");
    const second = await ask("reader 2", "read");
    const writer = ask("writer", "write");
    await settle();
    expect(granted).toEqual(["reader 1", "reader 2"]);
    lock.release(first);
    await settle();
    expect(granted).toEqual(["reader 1", "reader 2"]);
    lock.release(second);
    lock.release(await writer);
    expect(granted).toEqual(["reader 1", "reader 2", "writer"]);
  });

  it("keeps a reader that asks after a waiting writer behind it, so no writer starves", async () => {
    const lock = new ReadWriteLock();
    const { granted, ask } = watch(lock);
    const reader = await ask("reader", "read");
    const writer = ask("writer", "write");
    const late = ask("late reader", "read");
    await settle();
    expect(granted).toEqual(["reader"]);
    lock.release(reader);
    const writerId = await writer;
    await settle();
    expect(granted).toEqual(["reader", "writer"]);
    lock.release(writerId);
    await late;
    expect(granted).toEqual(["reader", "writer", "late reader"]);
  });

  it("frees a grant whose holder never released it once its lease ends", async () => {
    const lock = new ReadWriteLock();
    const { granted, ask } = watch(lock);
    await ask("holder that dies", "write", 20);
    await ask("next", "write");
    expect(granted).toEqual(["holder that dies", "next"]);
  });

  it("withdraws a waiting writer that gives up, and lets the readers queued behind it through", async () => {
    const lock = new ReadWriteLock();
    const { granted, ask } = watch(lock);
    const reader = await ask("reader", "read");
    const writer = ask("writer that gives up", "write");
    const late = ask("late reader", "read");
    await settle();
    expect(granted).toEqual(["reader"]);
    lock.release("writer that gives up");
    await expect(writer).rejects.toBeInstanceOf(LockWithdrawnError);
    await late;
    expect(granted).toEqual(["reader", "late reader"]);
    lock.release(reader);
    lock.release("late reader");
    // Nothing is left held: a writer is granted at once.
    await ask("next writer", "write");
    expect(granted).toEqual(["reader", "late reader", "next writer"]);
  });

  it("refuses a second request under an id still waiting or held, and ignores an unknown release", async () => {
    const lock = new ReadWriteLock();
    const { ask } = watch(lock);
    await ask("holder", "write");
    await expect(lock.acquire("holder", "read", LEASE)).rejects.toThrow("already made");
    lock.release("nobody");
    const waiting = ask("waiter", "read");
    await expect(lock.acquire("waiter", "read", LEASE)).rejects.toThrow("already made");
    lock.release("holder");
    await waiting;
  });
});
