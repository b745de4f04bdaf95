import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dateInZone,
  isoWeekday,
  startOfDate,
  utcToWallTime,
  wallTimeToUtc,
  zonedInstant,
} from "../../domain/time-zone";

/**
 * The Intl engine (docs/decisions/033-one-time-zone-engine.md) checked against Temporal, an
 * independent implementation of the same rules, on the days a zone changes its clocks.
 */
const CHANGE_DAYS: [zone: string, dates: string[]][] = [
  ["America/New_York", ["2026-03-08", "2026-11-01"]],
  ["Europe/London", ["2026-03-29", "2026-10-25"]],
  ["Australia/Sydney", ["2026-04-05", "2026-10-04"]],
  // Half-hour daylight saving, southern hemisphere.
  ["Australia/Lord_Howe", ["2026-04-05", "2026-10-04"]],
  ["Asia/Kolkata", ["2026-03-08"]],
];

const halfHours = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

const temporalInstant = (date: string, wall: string, timeZone: string) =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(wall) })
    .epochMilliseconds;

describe("zone arithmetic agrees with Temporal on the days clocks change", () => {
  it.each(CHANGE_DAYS)("every half hour of the change days in %s", (zone, dates) => {
    for (const date of dates) {
      for (const wall of halfHours) {
        expect([date, wall, zonedInstant(date, wall, zone)]).toEqual([date, wall, temporalInstant(date, wall, zone)]);
      }
    }
  });

  it.each(CHANGE_DAYS)("the date in %s every quarter hour around its changes", (zone, dates) => {
    for (const date of dates) {
      const from = Date.parse(`${date}T00:00:00Z`) - 86_400_000;
      for (let at = from; at < from + 3 * 86_400_000; at += 15 * 60_000) {
        const expected = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone).toPlainDate().toString();
        expect([at, dateInZone(at, zone)]).toEqual([at, expected]);
      }
    }
  });
});

describe("wall-clock times staff type (America/New_York)", () => {
  const NY = "America/New_York";

  it("moves a time spring-forward skips ahead by the gap, and takes the earlier of a repeated time", () => {
    expect(wallTimeToUtc("2026-03-08T02:30", NY)?.toISOString()).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(wallTimeToUtc("2026-11-01T01:30", NY)?.toISOString()).toBe("2026-11-01T05:30:00.000Z"); // 01:30 EDT
    expect(startOfDate("2026-03-08", NY)).toBe(Date.parse("2026-03-08T05:00:00.000Z"));
  });

  it("refuses what is not a wall time", () => {
    expect(wallTimeToUtc("2026-02-30T09:00", NY)).toBeNull();
    expect(wallTimeToUtc("2026-03-08T24:00", NY)).toBeNull();
    expect(wallTimeToUtc("2026-03-08 09:00", NY)).toBeNull();
  });

  it("reads an instant back as the wall time it was typed as", () => {
    expect(utcToWallTime("2026-07-15T13:00:00.000Z", NY)).toBe("2026-07-15T09:00");
    expect(utcToWallTime("2026-01-15T14:00:00.000Z", NY)).toBe("2026-01-15T09:00");
  });
});

describe("calendar dates", () => {
  it("move by whole days across months, years and a leap day", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("know their ISO weekday", () => {
    expect(isoWeekday("2026-03-09")).toBe(1); // a Monday
    expect(isoWeekday("2026-03-08")).toBe(7); // a Sunday
  });
});
