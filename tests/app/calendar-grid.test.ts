import { describe, expect, it } from "vitest";
import { gridHours, lanes, rangeHeading, spanOnDate, timeOffLabel } from "~/lib/admin/calendar-grid";
import { viewRange } from "~/lib/admin/calendar-range";

// The Calendar's grid in the firm's zone: where items sit, the heading's range, and how time off reads.
const NY = "America/New_York";

describe("the Calendar grid", () => {
  it("heads a week with its date range, across a month and across a year, and a day with its date", () => {
    expect(rangeHeading(viewRange("week", "2026-12-02", NY).dates)).toBe("Nov 30 – Dec 6, 2026");
    expect(rangeHeading(viewRange("week", "2026-12-31", NY).dates)).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(rangeHeading(viewRange("day", "2026-11-30", NY).dates)).toBe("Monday, Nov 30, 2026");
  });

  it("places a meeting at its wall-clock hour, on a DST change day too, and clips a block to each day", () => {
    // 9:00 EST and, on the spring-forward Sunday, 10:00 EDT.
    const meeting = { startAt: "2026-11-30T14:00:00.000Z", endAt: "2026-11-30T14:30:00.000Z" };
    expect(spanOnDate(meeting, "2026-11-30", NY)).toEqual({ from: 540, to: 570 });
    expect(spanOnDate(meeting, "2026-12-01", NY)).toBeNull();
    const spring = { startAt: "2026-03-08T14:00:00.000Z", endAt: "2026-03-08T15:00:00.000Z" };
    expect(spanOnDate(spring, "2026-03-08", NY)).toEqual({ from: 600, to: 660 });
    // 3 PM Monday to 9 AM Wednesday: the rest of Monday, all Tuesday, Wednesday's morning.
    const block = { startAt: "2026-11-30T20:00:00.000Z", endAt: "2026-12-02T14:00:00.000Z" };
    expect(spanOnDate(block, "2026-11-30", NY)).toEqual({ from: 900, to: 1440 });
    expect(spanOnDate(block, "2026-12-01", NY)).toEqual({ from: 0, to: 1440 });
    expect(spanOnDate(block, "2026-12-02", NY)).toEqual({ from: 0, to: 540 });
  });

  it("widens the hours only for partial items, and puts overlapping items side by side", () => {
    expect(gridHours([])).toEqual({ first: 7, last: 20 });
    expect(
      gridHours([
        { from: 390, to: 420 },
        { from: 0, to: 1440 },
      ]),
    ).toEqual({ first: 6, last: 20 });
    const placed = lanes([
      { from: 540, to: 600 },
      { from: 570, to: 630 },
      { from: 700, to: 730 },
    ]);
    expect(placed.map(({ lane, of }) => [lane, of])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });

  it("shows time off with its hours when it is part of a day, and as days when it is whole days", () => {
    const morning = { startAt: "2026-11-30T13:00:00.000Z", endAt: "2026-11-30T17:00:00.000Z" };
    expect(timeOffLabel(morning, NY)).toBe("Nov 30, 2026, 8:00 AM – 12:00 PM EST");
    const holidays = { startAt: "2026-12-24T05:00:00.000Z", endAt: "2026-12-27T05:00:00.000Z" };
    expect(timeOffLabel(holidays, NY)).toBe("Dec 24 – Dec 26, 2026");
    expect(timeOffLabel({ startAt: "2026-12-24T05:00:00.000Z", endAt: "2026-12-25T05:00:00.000Z" }, NY)).toBe(
      "Dec 24, 2026",
    );
    const across = { startAt: "2026-11-30T20:00:00.000Z", endAt: "2026-12-02T14:00:00.000Z" };
    expect(timeOffLabel(across, NY)).toBe("Nov 30, 2026, 3:00 PM EST – Dec 2, 2026, 9:00 AM EST");
  });
});
