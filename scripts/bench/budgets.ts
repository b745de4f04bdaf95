/** The budgets of issue 12, checked by `npm run bench -- --check`. */
export const BUDGETS = {
  uncachedRatio: 0.05,
  cachedRatio: 0.5,
  homeHtmlGzip: 14 * 1024,
  interactiveOverFloor: 15 * 1024,
  // A read-only page loads no script file; inline, only the visit's attribution (decision 024).
  readOnlyInlineJsGzip: 512,
  lighthouse: 100,
  cls: 0,
  // As check:deploy's (scripts/check-deploy/checks.ts): 1 MiB until zxcvbn's dictionaries leave the Worker.
  workerGzipKiB: 1792,
  startupMs: 400,
  // Issue 29's tail: cached pages and the JSON route, p99 at most 4 × their p50 and at most 300 ms.
  tailOverMedian: 4,
  tailMs: 300,
} as const;

/** The tail budget of one load figure: p99 ≤ 4 × p50 and ≤ 300 ms. */
export function tailVerdict(what: string, r: { p50: number; p99: number }): Verdict {
  return verdict(
    `p99 ${what}`,
    `${r.p99.toFixed(1)} ms (p50 ${r.p50.toFixed(1)} ms, ${(r.p99 / r.p50).toFixed(1)}×)`,
    `≤ ${BUDGETS.tailOverMedian} × p50 and ≤ ${BUDGETS.tailMs} ms`,
    r.p99 <= BUDGETS.tailOverMedian * r.p50 && r.p99 <= BUDGETS.tailMs,
  );
}

export interface Verdict {
  what: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const verdict = (what: string, value: string, budget: string, ok: boolean): Verdict => ({
  what,
  value,
  budget,
  ok,
});
