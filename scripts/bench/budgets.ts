import type { LighthouseScores } from "./lighthouse";

/** The budgets of issue 12, checked by `npm run bench -- --check`. */
export const BUDGETS = {
  uncachedRatio: 0.05,
  cachedRatio: 0.5,
  homeHtmlGzip: 14 * 1024,
  interactiveOverFloor: 15 * 1024,
  // A read-only page loads no script file; inline, only the visit's attribution (decision 024).
  readOnlyInlineJsGzip: 512,
  // Accessibility, best practices and SEO; performance is read against the empty page (lighthouseVerdict).
  lighthouse: 100,
  // Performance at most 2 points under the empty page's, round by round at the same slowdown (decision 015).
  performanceUnderEmpty: 2,
  cls: 0,
  // As check:deploy's (scripts/check-deploy/checks.ts).
  workerGzipKiB: 1024,
  startupMs: 400,
  // Issue 29's tail: cached pages and the JSON route, p99 at most 4 × their p50 and at most 300 ms.
  tailOverMedian: 4,
  tailMs: 300,
} as const;

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * How many points a page's Lighthouse performance falls under the empty page's: per round, the empty
 * page's score minus the page's, both at the same slowdown minutes apart; the median of those rounds.
 * A round where either run failed is left out; with no round left it is NaN, which no budget passes.
 */
export function performanceUnderEmpty(page: (number | undefined)[], empty: (number | undefined)[]): number {
  return median(
    page.flatMap((score, round) => {
      const floor = empty[round];
      return score === undefined || floor === undefined ? [] : [floor - score];
    }),
  );
}

/**
 * A page's Lighthouse budget: accessibility, best practices and SEO at 100 and no layout shift, and a
 * performance no more than `performanceUnderEmpty` points under a page that does nothing, measured in
 * the same run (`pageRuns` and `emptyRuns`: each round's performance score, `undefined` where it failed).
 * The empty page's score is the best this host allows at this slowdown; an absolute figure would read
 * the host's calibration as much as the site (decision 015, amended 2026-11-28).
 */
export function lighthouseVerdict(
  page: string,
  scores: LighthouseScores,
  pageRuns: (number | undefined)[],
  emptyRuns: (number | undefined)[],
): Verdict {
  const under = performanceUnderEmpty(pageRuns, emptyRuns);
  const others = [scores.accessibility, scores.bestPractices, scores.seo];
  return verdict(
    `Lighthouse ${page}`,
    `performance ${scores.performance} (${Number.isNaN(under) ? "no round beside the empty page" : `${under} under the empty page`}), ${others.join(" / ")}, CLS ${scores.cls.toFixed(3)}`,
    `≤ ${BUDGETS.performanceUnderEmpty} under the empty page, ${others.map(() => BUDGETS.lighthouse).join(" / ")}, CLS ${BUDGETS.cls}`,
    under <= BUDGETS.performanceUnderEmpty && others.every((v) => v >= BUDGETS.lighthouse) && scores.cls <= BUDGETS.cls,
  );
}

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
