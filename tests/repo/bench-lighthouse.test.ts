import { describe, expect, it } from "vitest";
import { calibratedSlowdown, DEFAULT_SLOWDOWN } from "../../scripts/bench/lighthouse";

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
