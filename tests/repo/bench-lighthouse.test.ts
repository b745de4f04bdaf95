import { describe, expect, it } from "vitest";
import { BUDGETS, lighthouseVerdict, median, performanceUnderEmpty } from "../../scripts/bench/budgets";
import { calibratedSlowdown, DEFAULT_SLOWDOWN, type LighthouseScores } from "../../scripts/bench/lighthouse";

describe("the bench's Lighthouse CPU slowdown (docs/decisions/015-lighthouse-calibrated.md)", () => {
  it("is Lighthouse's default on the host that default was made for (benchmarkIndex 1,750)", () => {
    expect(calibratedSlowdown(1750)).toBe(DEFAULT_SLOWDOWN);
  });

  it("grows with a faster host and shrinks with a slower one, to one decimal", () => {
    expect(calibratedSlowdown(2100)).toBe(4.8);
    expect(calibratedSlowdown(1000)).toBe(2.3);
    expect(calibratedSlowdown(875)).toBe(2);
  });

  it("never goes below 1×: a phone-class host is simulated as it is", () => {
    expect(calibratedSlowdown(429)).toBe(1);
    expect(calibratedSlowdown(120)).toBe(1);
  });
});

describe("a page's performance is read against the empty page's in the same rounds (decision 015, amended)", () => {
  it("is the median over the rounds of the empty page's score minus the page's", () => {
    expect(performanceUnderEmpty([85, 84, 88], [87, 87, 88])).toBe(2);
    expect(performanceUnderEmpty([100, 100, 100], [100, 100, 100])).toBe(0);
    // A page that beats the empty page (a rounding, a quiet moment) is under it by a negative amount.
    expect(performanceUnderEmpty([88, 87, 86], [87, 86, 86])).toBe(-1);
  });

  it("pairs runs of the same round, so that a slow spell of the host falls on both", () => {
    // Medians alone (84 against 87) would say 3; round by round the page is 1 under the empty page.
    expect(performanceUnderEmpty([90, 84, 78], [91, 87, 79])).toBe(1);
  });

  it("leaves out a round where either run failed, and has no figure when no round is left", () => {
    expect(performanceUnderEmpty([85, undefined, 80], [86, 90, 84])).toBe(4);
    expect(performanceUnderEmpty([85, 86, undefined], [undefined, undefined, 84])).toBeNaN();
    expect(performanceUnderEmpty([85, 86, 87], [])).toBeNaN();
  });
});

describe("a page's Lighthouse budget", () => {
  const scores = (performance: number, others: Partial<LighthouseScores> = {}): LighthouseScores => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    benchmarkIndex: 1500,
    ...others,
  });
  const ok = (page: number[], empty: number[], others: Partial<LighthouseScores> = {}) =>
    lighthouseVerdict("/", scores(median(page), others), page, empty).ok;

  it("passes a performance of 85 beside an empty page of 87, whatever absolute score the host allows", () => {
    expect(BUDGETS.performanceUnderEmpty).toBe(2);
    expect(ok([85, 85, 85], [87, 87, 87])).toBe(true);
    expect(ok([60, 61, 62], [62, 62, 63])).toBe(true);
  });

  it("fails a page 3 points under the empty page, whatever the two scores", () => {
    expect(ok([84, 84, 84], [87, 87, 87])).toBe(false);
    expect(ok([97, 97, 97], [100, 100, 100])).toBe(false);
  });

  it("fails without an empty page to compare with", () => {
    expect(ok([100, 100, 100], [])).toBe(false);
  });

  it("keeps accessibility, best practices and SEO at 100 and no layout shift", () => {
    expect(ok([87, 87, 87], [87, 87, 87], { accessibility: 99 })).toBe(false);
    expect(ok([87, 87, 87], [87, 87, 87], { bestPractices: 96 })).toBe(false);
    expect(ok([87, 87, 87], [87, 87, 87], { seo: 92 })).toBe(false);
    expect(ok([87, 87, 87], [87, 87, 87], { cls: 0.01 })).toBe(false);
  });
});
