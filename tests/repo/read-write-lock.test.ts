import { describe, expect, it } from "vitest";
import { ReadWriteLock } from "../../scripts/read-write-lock";

const LEASE = 60_000;

/** The ids granted so far, in order, while the lock is driven by hand. */
function watch(lock: ReadWriteLock) {
  const granted: string[] = [];
  const ask = (name: string, mode: "read" | "write", leaseMs = LEASE) =>
    lock.acquire(mode, leaseMs).then((id) => {
      granted.push(name);
      return id;
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
});
