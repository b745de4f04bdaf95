/** Requests to the site under attack, with every failure that fails the suite recorded. */
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_HEADER } from "../../domain/turnstile";

export const BASE_URL = process.env.ATTACK_BASE_URL ?? "http://127.0.0.1:8877";
if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) {
  throw new Error(`The attack suite runs against loopback only, not ${BASE_URL}`);
}

export interface Problem {
  kind:
    | "500"
    | "dropped"
    | "injected-header"
    | "script-executed"
    | "duplicate-or-loss"
    | "csrf"
    | "sqlmap"
    | "turnstile"
    | "other";
  detail: string;
}
export const problems: Problem[] = [];
export const counts = { requests: 0, byStatus: new Map<number, number>() };

let addressSerial = 0;
/** A client address of its own per request (the local runtime passes CF-Connecting-IP through), so per-client limits never hide a payload. */
export const freshAddress = () => {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
};

export interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  /** What the request was, for the report. */
  label?: string;
}

/** One request: never throws; a 500 or a dropped connection becomes a problem. */
export async function send({ method, path, headers = {}, body, label }: Call): Promise<Response | null> {
  counts.requests += 1;
  try {
    const response = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: {
        "CF-Connecting-IP": freshAddress(),
        [TURNSTILE_HEADER]: TURNSTILE_DUMMY_TOKEN,
        // A connection per request: on a loaded machine this client can sit more than workerd's 5 s
        // keep-alive limit between two requests and then write to a connection workerd has closed ("other
        // side closed"), which is the client's race, not a dropped request. Without reuse, a drop is the server's.
        connection: "close",
        ...headers,
      },
      body: method === "GET" || method === "HEAD" ? undefined : body,
      redirect: "manual",
    });
    counts.byStatus.set(response.status, (counts.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500)
      problems.push({
        kind: "500",
        detail: `${method} ${path} ${label ?? ""} → ${response.status}: ${(await response.clone().text()).slice(0, 200)}`,
      });
    for (const [name, value] of response.headers) {
      if (
        name === "x-injected" ||
        (name === "set-cookie" && value.includes("injected")) ||
        (name === "location" && value.includes("evil.test"))
      ) {
        problems.push({ kind: "injected-header", detail: `${method} ${path} ${label ?? ""}: ${name}: ${value}` });
      }
    }
    return response;
  } catch (error) {
    problems.push({
      kind: "dropped",
      detail: `${method} ${path} ${label ?? ""}: ${String((error as Error).cause ?? error)}`,
    });
    return null;
  }
}

/** Runs the tasks with at most `width` at a time. */
export async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

export const json = (value: unknown) => JSON.stringify(value);
