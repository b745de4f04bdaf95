/** Requests to the site under attack, with every failure that fails the suite recorded. */
import { request as httpRequest } from "node:http";
import { gunzipSync, inflateSync } from "node:zlib";
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

/** Statuses whose answer has no body, which `new Response` refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** What fetch adds to every request (undici, Node 22), after the caller's own headers. */
const FETCH_DEFAULTS: Record<string, string> = {
  accept: "*/*",
  "accept-language": "*",
  "sec-fetch-mode": "cors",
  "user-agent": "node",
  "accept-encoding": "gzip, deflate",
};
/** Fetch trims HTTP whitespace around a header value (a trailing CR LF included) before sending it. */
const trimmed = (value: string) => value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, "");

/** The body as fetch hands it over: decoded from the gzip or deflate it came in. */
function decoded(encoding: string | undefined, body: Buffer): Buffer {
  // A HEAD answer names the encoding its GET would have, with nothing to decode.
  if (body.length === 0) return body;
  if (encoding === "gzip" || encoding === "x-gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

/**
 * The request `fetch` would send (its URL normalised, a string or form body encoded with the content
 * type fetch gives it), sent over `node:http`: the corpus sends over 20,000 requests, and undici's
 * fetch cost about 3 ms of the suite's CPU per request against 1 ms here, on a machine where every
 * core-second is shared with the server under attack. The answer comes back as a fetch `Response`.
 */
async function exchange(method: string, path: string, headers: Record<string, string>, body?: BodyInit | null) {
  const url = new URL(`${BASE_URL}${path}`);
  const encoded = body == null ? null : new Request(url, { method: "POST", body });
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : null;
  const type = encoded?.headers.get("content-type");
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  return new Promise<Response>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        // A connection per request: on a loaded machine this client can sit more than workerd's 5 s
        // keep-alive limit between two requests and then write to a connection workerd has closed ("other
        // side closed"), which is the client's race, not a dropped request. Without reuse, a drop is the server's.
        agent: false,
        headers: {
          ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, trimmed(value)])),
          ...(type && !names.has("content-type") ? { "content-type": type } : {}),
          ...Object.fromEntries(Object.entries(FETCH_DEFAULTS).filter(([name]) => !names.has(name))),
          ...(bytes ? { "content-length": String(bytes.length) } : {}),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          try {
            const answerHeaders = new Headers();
            for (let i = 0; i < incoming.rawHeaders.length; i += 2)
              answerHeaders.append(incoming.rawHeaders[i] as string, incoming.rawHeaders[i + 1] as string);
            const status = incoming.statusCode ?? 0;
            resolve(
              new Response(
                NULL_BODY_STATUSES.has(status)
                  ? null
                  : new Uint8Array(decoded(incoming.headers["content-encoding"], Buffer.concat(chunks))),
                {
                  status,
                  headers: answerHeaders,
                },
              ),
            );
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(bytes ?? undefined);
  });
}

/** One request: never throws; a 500 or a dropped connection becomes a problem. */
export async function send({ method, path, headers = {}, body, label }: Call): Promise<Response | null> {
  counts.requests += 1;
  try {
    const response = await exchange(
      method,
      path,
      {
        "CF-Connecting-IP": freshAddress(),
        [TURNSTILE_HEADER]: TURNSTILE_DUMMY_TOKEN,
        connection: "close",
        ...headers,
      },
      method === "GET" || method === "HEAD" ? undefined : body,
    );
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
