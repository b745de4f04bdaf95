import { AsyncLocalStorage } from "node:async_hooks";

/**
 * "Now" for the rules that follow the clock: when a scheduled post becomes public and when an edge
 * cache entry ends. In production it is the real clock, always. Where the TEST_CLOCK binding is "on"
 * (the Workers tests and the browser tests' server, never a deployment: check:deploy refuses it), a
 * request may name its own instant in the X-Test-Clock header, and everything that request runs reads
 * that instant: a test reaches a post's minute, or stays inside one cache minute, without waiting for
 * the wall clock, and tests running side by side never move each other's time (docs/decisions/027).
 */
export const TEST_CLOCK_HEADER = "X-Test-Clock";
/** The binding that lets a request name its instant; absent from every deployed configuration. */
export const TEST_CLOCK_BINDING = "TEST_CLOCK";

const pinned = new AsyncLocalStorage<number>();

/** Epoch milliseconds: the request's named instant where one applies, else the real clock. */
export const nowMs = (): number => pinned.getStore() ?? Date.now();
export const now = (): Date => new Date(nowMs());
/** The instant this request named, if it named one (the edge cache keeps such answers apart). */
export const pinnedInstant = (): number | undefined => pinned.getStore();

/** Runs `run` at the instant the request names, when the environment allows it; else as is. */
export function withRequestClock<T>(request: Request, env: object, run: () => T): T {
  if ((env as Record<string, unknown>)[TEST_CLOCK_BINDING] !== "on") return run();
  const named = request.headers.get(TEST_CLOCK_HEADER);
  const at = named ? Date.parse(named) : Number.NaN;
  return Number.isFinite(at) ? pinned.run(at, run) : run();
}
