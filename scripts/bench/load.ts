import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const CLIENT = fileURLToPath(new URL("./closed-loop.ts", import.meta.url));
/** How the bench's output names its load. */
export const LOAD_CLIENT = "closed loop (scripts/bench/closed-loop.ts), keep-alive";

/**
 * Closed-loop load from a client process of its own (closed-loop.ts: keep-alive connections, every
 * request timed). Asynchronous on purpose: Miniflare reads workerd's output in this process, and a
 * blocked event loop would fill that pipe and stall the server mid-run.
 */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const options = {
    url,
    seconds,
    connections,
    headers: {
      "Accept-Encoding": "gzip",
      // A browser, so article reads go through view counting as a visitor's would (one visitor: counted once).
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      ...headers,
    },
  };
  // The Node running this script (the project's Node 22 strips the client's types itself).
  const { stdout } = await run(process.execPath, [CLIENT, JSON.stringify(options)], { encoding: "utf8" });
  const { rps, p50, p99, errors } = JSON.parse(stdout) as LoadResult;
  return { rps, p50, p99, errors };
}
