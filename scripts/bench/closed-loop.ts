/**
 * A closed-loop HTTP load: `connections` keep-alive connections, each sending its next request when
 * the previous answer has fully arrived, for `seconds`. Every request's time is kept, so the
 * percentiles are exact and agree with the throughput (Little's law: connections ≈ req/s × mean).
 *
 * Why not wrk's figures: against workerd (even a one-line Worker on `workerd serve`, without
 * Miniflare) wrk reports a p99 of 150–500 ms and a mean that its own req/s rules out (16 ms at 7,900
 * req/s over 8 connections, where at most 1.0 ms is possible), while this client measures a p99 of
 * 6 ms on the same server and agrees with wrk on Node's own HTTP server (docs/decisions/022-bench-client.md).
 *
 * Run as its own process (node strips the types), so its work never blocks the bench's event loop,
 * which reads workerd's output:
 *   node scripts/bench/closed-loop.ts '{"url":"http://127.0.0.1:8787/","seconds":5,"connections":8,"headers":{}}'
 * It prints one JSON line: { rps, p50, p99, mean, errors, requests }.
 */
import { Agent, request } from "node:http";

interface Options {
  url: string;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

const options = JSON.parse(process.argv[2] ?? "{}") as Options;
const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
const latencies: number[] = [];
let errors = 0;

function once(): Promise<void> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = request(options.url, { agent, headers: options.headers }, (res) => {
      res.resume();
      res.on("end", () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        // As wrk counts them: a 4xx or 5xx answer is an error.
        if ((res.statusCode ?? 0) >= 400) errors += 1;
        resolve();
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      errors += 1;
      resolve();
    });
    req.end();
  });
}

async function connection(until: number) {
  while (performance.now() < until) await once();
}

const started = performance.now();
const until = started + options.seconds * 1000;
await Promise.all(Array.from({ length: options.connections }, () => connection(until)));
const elapsed = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? Number.NaN;
const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length;
process.stdout.write(
  `${JSON.stringify({ rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), mean, errors, requests: latencies.length })}\n`,
);
agent.destroy();
