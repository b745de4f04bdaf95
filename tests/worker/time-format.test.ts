import { describe, expect, it } from "vitest";
import {
  csvTimeInZone,
  formatCalendarDate,
  formatDateInZone,
  formatInZone,
  formatTimeInZone,
  formatTimeRangeInZone,
} from "../../domain/time-format";

const NEW_YORK = "America/New_York";

describe("one way to show time (domain/time-format.ts)", () => {
  it("shows a moment as one date-time style in the zone, with the zone's abbreviation", () => {
    expect(formatInZone("2026-12-15T14:00:00.000Z", NEW_YORK)).toBe("Tue, Dec 15, 2026, 9:00 AM EST");
    expect(formatInZone("2026-07-15T13:00:00.000Z", NEW_YORK)).toBe("Wed, Jul 15, 2026, 9:00 AM EDT");
    expect(formatInZone("2026-12-15T14:00:00.000Z", "UTC")).toBe("Tue, Dec 15, 2026, 2:00 PM UTC");
    expect(formatTimeInZone("2026-12-15T14:00:00.000Z", NEW_YORK)).toBe("9:00 AM EST");
    expect(formatTimeInZone("2026-12-15T14:00:00.000Z", "Asia/Kolkata")).toBe("7:30 PM GMT+5:30");
  });

  it("follows the clock change: spring forward and fall back in New York", () => {
    // 2026-03-08: 1:59 EST is followed by 3:00 EDT.
    expect(formatTimeInZone("2026-03-08T06:59:00.000Z", NEW_YORK)).toBe("1:59 AM EST");
    expect(formatTimeInZone("2026-03-08T07:00:00.000Z", NEW_YORK)).toBe("3:00 AM EDT");
    // 2026-11-01: 1:30 happens twice, first in EDT, then in EST.
    expect(formatInZone("2026-11-01T05:30:00.000Z", NEW_YORK)).toBe("Sun, Nov 1, 2026, 1:30 AM EDT");
    expect(formatInZone("2026-11-01T06:30:00.000Z", NEW_YORK)).toBe("Sun, Nov 1, 2026, 1:30 AM EST");
    expect(csvTimeInZone("2026-11-01T05:30:00.000Z", NEW_YORK)).toBe("2026-11-01 01:30 -04:00");
    expect(csvTimeInZone("2026-11-01T06:30:00.000Z", NEW_YORK)).toBe("2026-11-01 01:30 -05:00");
    // A range names the zone once, or at each end when the change falls between them.
    expect(formatTimeRangeInZone("2026-11-01T13:00:00.000Z", "2026-11-01T15:30:00.000Z", NEW_YORK)).toBe(
      "8:00 AM – 10:30 AM EST",
    );
    expect(formatTimeRangeInZone("2026-11-01T05:30:00.000Z", "2026-11-01T06:30:00.000Z", NEW_YORK)).toBe(
      "1:30 AM EDT – 1:30 AM EST",
    );
  });

  it("dates a post published at 9 p.m. in New York on that day, not the next (UTC's)", () => {
    const ninePm = "2026-11-28T02:00:00.000Z";
    expect(formatDateInZone(ninePm, NEW_YORK)).toBe("Nov 27, 2026");
    expect(formatDateInZone(ninePm, "UTC")).toBe("Nov 28, 2026");
    expect(formatDateInZone(ninePm, "Asia/Tokyo")).toBe("Nov 28, 2026");
  });

  it("shows a calendar date as it is, whatever the zone", () => {
    for (const zone of [NEW_YORK, "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      expect(formatDateInZone("2019-01-01", zone)).toBe("Jan 1, 2019");
      expect(formatDateInZone("2024-12-31", zone)).toBe("Dec 31, 2024");
    }
    expect(formatCalendarDate("2026-02-28")).toBe("Feb 28, 2026");
  });

  it("falls back when there is no date, or no valid one", () => {
    expect(formatDateInZone(null, NEW_YORK, "Not specified")).toBe("Not specified");
    expect(formatDateInZone("", NEW_YORK, "—")).toBe("—");
    expect(formatDateInZone("not a date", NEW_YORK, "—")).toBe("—");
    expect(csvTimeInZone(null, NEW_YORK)).toBe("");
  });

  it("writes CSV times as the zone's wall time with its offset: sortable, midnight as 00", () => {
    expect(csvTimeInZone("2026-11-28T09:51:44.399Z", NEW_YORK)).toBe("2026-11-28 04:51 -05:00");
    expect(csvTimeInZone("2026-11-28T05:00:00.000Z", NEW_YORK)).toBe("2026-11-28 00:00 -05:00");
    expect(csvTimeInZone("2026-11-28T09:51:00.000Z", "UTC")).toBe("2026-11-28 09:51 +00:00");
    expect(csvTimeInZone("2026-11-28T09:51:00.000Z", "Asia/Kolkata")).toBe("2026-11-28 15:21 +05:30");
  });
});
