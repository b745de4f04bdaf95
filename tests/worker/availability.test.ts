import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityInput,
  freeSlots,
  isFreeSlot,
  nearestSlots,
  slotsByDate,
  type WeeklyHours,
} from "../../domain/availability";
import { formatClockInZone } from "../../domain/time-format";

const NY = "America/New_York";
const weekdays = (start: string, end: string): WeeklyHours[] =>
  ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start, end }));

const base = (over: Partial<AvailabilityInput>): AvailabilityInput => ({
  timeZone: NY,
  hours: weekdays("09:00", "17:00"),
  closures: [],
  timeOff: [],
  busy: [],
  durationMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 14,
  stepMinutes: 30,
  now: "2026-03-05T12:00:00Z",
  ...over,
});

const wall = (iso: string, zone = NY) => Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
const wallMinutes = (iso: string, zone = NY) => {
  const z = wall(iso, zone);
  return z.hour * 60 + z.minute;
};
const onDate = <T extends { start: string }>(slots: T[], date: string, zone = NY) =>
  slots.filter((s) => wall(s.start, zone).toPlainDate().toString() === date);

describe("free slots across daylight-saving changes in America/New_York", () => {
  it("keeps 9:00–17:00 wall-clock on both sides of spring-forward (2026-03-08)", () => {
    const slots = freeSlots(base({}));
    expect(onDate(slots, "2026-03-06")[0]?.start).toBe("2026-03-06T14:00:00.000Z"); // EST, UTC−5
    expect(onDate(slots, "2026-03-09")[0]?.start).toBe("2026-03-09T13:00:00.000Z"); // EDT, UTC−4
    expect(onDate(slots, "2026-03-09").at(-1)?.end).toBe("2026-03-09T21:00:00.000Z");
    for (const s of slots) {
      expect(wallMinutes(s.start)).toBeGreaterThanOrEqual(9 * 60);
      expect(wallMinutes(s.end)).toBeLessThanOrEqual(17 * 60);
      expect(wall(s.start).dayOfWeek).toBeLessThanOrEqual(5);
    }
    expect(onDate(slots, "2026-03-09")).toHaveLength(16);
  });

  it("keeps 9:00–17:00 wall-clock on both sides of fall-back (2026-11-01)", () => {
    const slots = freeSlots(base({ now: "2026-10-29T12:00:00Z", horizonDays: 7 }));
    expect(onDate(slots, "2026-10-30")[0]?.start).toBe("2026-10-30T13:00:00.000Z"); // EDT
    expect(onDate(slots, "2026-11-02")[0]?.start).toBe("2026-11-02T14:00:00.000Z"); // EST
    for (const s of slots) {
      expect(wallMinutes(s.start)).toBeGreaterThanOrEqual(9 * 60);
      expect(wallMinutes(s.end)).toBeLessThanOrEqual(17 * 60);
    }
  });

  it("never offers a wall time the spring-forward night skips, and counts the real hour lost", () => {
    const hours: WeeklyHours[] = [{ weekday: 7, start: "01:00", end: "04:00" }];
    const slots = onDate(freeSlots(base({ hours, now: "2026-03-07T00:00:00Z", horizonDays: 2 })), "2026-03-08");
    // 01:00 EST = 06:00Z to 04:00 EDT = 08:00Z: two real hours, four half-hour slots.
    expect(slots.map((s) => s.start)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
    expect(slots.some((s) => wall(s.start).hour === 2)).toBe(false);
  });

  it("offers the repeated fall-back hour once per real instant, all inside the hours", () => {
    const hours: WeeklyHours[] = [{ weekday: 7, start: "01:00", end: "03:00" }];
    const slots = onDate(freeSlots(base({ hours, now: "2026-10-30T00:00:00Z", horizonDays: 3 })), "2026-11-01");
    // 01:00 EDT = 05:00Z to 03:00 EST = 08:00Z: three real hours.
    expect(slots).toHaveLength(6);
    expect(slots[0]?.start).toBe("2026-11-01T05:00:00.000Z");
    expect(new Set(slots.map((s) => s.start)).size).toBe(6);
    for (const s of slots) expect(wallMinutes(s.start)).toBeLessThan(3 * 60);
  });
});

describe("visitors in other zones", () => {
  const slots = freeSlots(base({ now: "2026-03-08T12:00:00Z", horizonDays: 3 }));

  it("shows Berlin the three weeks when New York is already on summer time (5 h apart, not 6)", () => {
    const first = onDate(slots, "2026-03-09")[0];
    expect(first && formatClockInZone(first.start, "Europe/Berlin")).toBe("2:00 PM");
    expect(first && formatClockInZone(first.start, NY)).toBe("9:00 AM");
  });

  it("moves Tokyo's late slots to the next calendar day", () => {
    const tokyo = slotsByDate(onDate(slots, "2026-03-09"), "Asia/Tokyo");
    // 9:00 EDT Monday is 22:00 Monday in Tokyo; 11:00 EDT is 00:00 Tuesday.
    expect([...tokyo.keys()]).toEqual(["2026-03-09", "2026-03-10"]);
    expect(tokyo.get("2026-03-09")).toHaveLength(4);
    expect(formatClockInZone(tokyo.get("2026-03-10")?.[0]?.start ?? "", "Asia/Tokyo")).toBe("12:00 AM");
  });
});

describe("what is never offered", () => {
  it("nothing in a closure", () => {
    const slots = freeSlots(base({ closures: [{ startDate: "2026-03-09", endDate: "2026-03-10" }] }));
    expect(onDate(slots, "2026-03-09")).toEqual([]);
    expect(onDate(slots, "2026-03-10")).toEqual([]);
    expect(onDate(slots, "2026-03-11").length).toBe(16);
  });

  it("nothing in the past or inside the minimum notice", () => {
    const now = "2026-03-05T15:10:00Z";
    const slots = freeSlots(base({ now, noticeMinutes: 24 * 60 }));
    expect(slots[0]?.start).toBe("2026-03-06T15:30:00.000Z");
    const noNotice = freeSlots(base({ now }));
    expect(noNotice[0]?.start).toBe("2026-03-05T15:30:00.000Z");
    for (const s of noNotice) expect(Date.parse(s.start)).toBeGreaterThan(Date.parse(now));
  });

  it("nothing beyond the horizon", () => {
    const slots = freeSlots(base({ horizonDays: 4 }));
    expect(slots.at(-1)?.start.slice(0, 10)).toBe("2026-03-09");
  });

  it("nothing overlapping a booking and its buffers, or time off", () => {
    const busy = [{ start: "2026-03-09T15:00:00.000Z", end: "2026-03-09T15:30:00.000Z" }];
    const timeOff = [{ start: "2026-03-10T13:00:00.000Z", end: "2026-03-10T17:00:00.000Z" }];
    const slots = freeSlots(base({ busy, timeOff, bufferMinutes: 15 }));
    const monday = onDate(slots, "2026-03-09").map((s) => s.start.slice(11, 16));
    expect(monday).toContain("14:00");
    expect(monday).not.toContain("14:30");
    expect(monday).not.toContain("15:00");
    expect(monday).not.toContain("15:30");
    expect(monday).toContain("16:00");
    expect(onDate(slots, "2026-03-10")[0]?.start).toBe("2026-03-10T17:00:00.000Z");
  });

  it("re-checks one slot and offers the three nearest a taken one", () => {
    const input = base({ now: "2026-03-08T12:00:00Z" });
    expect(isFreeSlot(input, "2026-03-09T13:00:00.000Z")).toBe(true);
    expect(isFreeSlot(input, "2026-03-09T13:10:00.000Z")).toBe(false);
    const taken = { start: "2026-03-09T13:00:00.000Z", end: "2026-03-09T13:30:00.000Z" };
    expect(isFreeSlot({ ...input, busy: [taken] }, taken.start)).toBe(false);
    expect(nearestSlots(freeSlots(input), taken.start, 3).map((s) => s.start)).toEqual([
      "2026-03-09T13:30:00.000Z",
      "2026-03-09T14:00:00.000Z",
      "2026-03-09T14:30:00.000Z",
    ]);
    // The window's last slot has nothing after it: the three just before it, in time order.
    const all = freeSlots(input);
    const last = all.at(-1);
    if (!last) throw new Error("no slots");
    expect(nearestSlots(all, last.start, 3)).toEqual(all.slice(-4, -1));
    // In the middle, both sides: equally near before and after, the later one first.
    const middle = all[20];
    if (!middle) throw new Error("no slots");
    expect(nearestSlots(all, middle.start, 3)).toEqual([all[19], all[21], all[22]]);
  });
});
