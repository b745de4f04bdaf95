import { describe, expect, it } from "vitest";
import { activitySentence, niceMax } from "~/lib/admin/dashboard";
import { monthlyNote } from "~/lib/admin/figure-text";
import { timeAgo } from "~/lib/admin/format";
import { safeRedirect } from "~/lib/admin/redirect";

const now = new Date("2024-06-10T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("timeAgo (SPEC §2 ages)", () => {
  it("is 'Just now' under an hour", () => {
    expect(timeAgo(ago(0), now)).toBe("Just now");
    expect(timeAgo(ago(59 * MIN), now)).toBe("Just now");
  });
  it("counts hours under a day", () => {
    expect(timeAgo(ago(HOUR), now)).toBe("1 hour ago");
    expect(timeAgo(ago(5 * HOUR + 30 * MIN), now)).toBe("5 hours ago");
    expect(timeAgo(ago(23 * HOUR + 59 * MIN), now)).toBe("23 hours ago");
  });
  it("counts days from 24 hours on", () => {
    expect(timeAgo(ago(DAY), now)).toBe("1 day ago");
    expect(timeAgo(ago(3 * DAY + 2 * HOUR), now)).toBe("3 days ago");
  });
  it("treats a date in the future as now", () => {
    expect(timeAgo(ago(-HOUR), now)).toBe("Just now");
  });
});

describe("activitySentence (SPEC §2)", () => {
  it.each([
    ["contact", "New contact form submission from Ann Lee"],
    ["blog", "Blog post 'Ann Lee' was published"],
    ["testimonial", "New testimonial received from Ann Lee"],
  ] as const)("%s", (type, sentence) => {
    expect(activitySentence({ type, name: "Ann Lee", date: now.toISOString() })).toBe(sentence);
  });
});

describe("niceMax", () => {
  it("rounds the chart's top up to 1, 2 or 5 × 10ⁿ, at least 5", () => {
    expect(niceMax([])).toBe(5);
    expect(niceMax([0, 3])).toBe(5);
    expect(niceMax([7])).toBe(10);
    expect(niceMax([11])).toBe(20);
    expect(niceMax([21])).toBe(50);
    expect(niceMax([100])).toBe(100);
    expect(niceMax([101])).toBe(200);
  });
});

describe("safeRedirect", () => {
  it("keeps a back-office path with its query", () => {
    expect(safeRedirect("/admin/blog?x=1")).toBe("/admin/blog?x=1");
  });
  it.each([
    null,
    "",
    "https://evil.example/admin",
    "//evil.example",
    "/administrator",
    "/blog",
    "/admin/login?redirectTo=/x",
  ])("sends %j to the dashboard", (value) => {
    expect(safeRedirect(value)).toBe("/admin/dashboard");
  });
});

describe("monthlyNote", () => {
  it("says what was added over which period, in numbers, never a percentage", () => {
    expect(monthlyNote("contacts", { thisMonth: 3, lastMonth: 5 })).toBe("+3 received this month · 5 last month");
    expect(monthlyNote("blogPosts", { thisMonth: 0, lastMonth: 0 })).toBe("+0 published this month · 0 last month");
    expect(monthlyNote("testimonials", { thisMonth: 4, lastMonth: 1 })).not.toMatch(/%/);
  });
});
