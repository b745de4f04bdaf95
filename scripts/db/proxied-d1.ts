import { setImmediate } from "node:timers/promises";

/**
 * getPlatformProxy's D1 binding for Node scripts, made safe on a loaded machine.
 *
 * The proxy answers `prepare()` and `bind()` with synchronous round trips to workerd (Atomics.wait),
 * so building a batch blocks Node's event loop, for about a second per statement under heavy load.
 * The awaited calls (`batch`, `all`, `run`, …) go over a keep-alive HTTP pool, and workerd closes a
 * connection idle for 5 s. While the loop is blocked Node cannot see that close, so the request
 * built last was written to the dead connection: "fetch failed … SocketError: other side closed".
 * Letting the loop poll before every awaited call makes the pool drop such connections first.
 */
export function proxiedD1(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => statement(target.prepare(sql));
      if (key === "batch") {
        return afterPolling(target, (statements: D1PreparedStatement[]) =>
          target.batch(statements.map((s) => inner.get(s) ?? s)),
        );
      }
      if (key === "exec") return afterPolling(target, target.exec);
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The proxy's own statement behind each wrapped one: its batch takes only those. */
const inner = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
const AWAITED = new Set<PropertyKey>(["first", "run", "all", "raw"]);

function statement(proxied: D1PreparedStatement): D1PreparedStatement {
  const wrapped = new Proxy(proxied, {
    get(target, key) {
      if (key === "bind") return (...values: unknown[]) => statement(target.bind(...values));
      const value = Reflect.get(target, key);
      if (AWAITED.has(key) && typeof value === "function") return afterPolling(target, value);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  inner.set(wrapped, proxied);
  return wrapped;
}

/** `method` called on `target` once the loop has polled its sockets. */
function afterPolling<A extends unknown[], R>(target: object, method: (...args: A) => R) {
  return async (...args: A): Promise<Awaited<R>> => {
    await pollOnce();
    return await method.apply(target, args);
  };
}

/** Two turns of the loop: the first can run before it polls the sockets again, the second runs after. */
async function pollOnce(): Promise<void> {
  await setImmediate();
  await setImmediate();
}

const R2_AWAITED = new Set<PropertyKey>(["put", "get", "head", "delete", "list"]);

/** The same for the proxy's R2 bucket: the seeded imagery's puts follow long synchronous work too. */
export function proxiedR2(bucket: R2Bucket): R2Bucket {
  return new Proxy(bucket, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (R2_AWAITED.has(key) && typeof value === "function") return afterPolling(target, value);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
