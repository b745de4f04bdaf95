import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** wrk's latency units → milliseconds. */
function ms(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
}

/**
 * Closed-loop load with wrk (C, one thread): it leaves the second core to workerd, where a Node load
 * generator (autocannon) would compete with the server for the CPU on this 2-core machine.
 * Asynchronous on purpose: Miniflare reads workerd's output in this process, and a blocked event
 * loop would fill that pipe and stall the server mid-run.
 */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const { stdout: out } = await run(
    "wrk",
    [
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "10s",
      "--latency",
      "-H",
      "Accept-Encoding: gzip",
      // A browser, so article reads go through view counting as a visitor's would (one visitor: counted once).
      "-H",
      "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
      url,
    ],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = ms(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = ms(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50, p99, errors };
}
