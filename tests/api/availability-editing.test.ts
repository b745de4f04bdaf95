import { auditLog, practiceAreas } from "@db/schema";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, expectFieldError, send } from "../support/api-calls";
import { bookableAttorneyFixture } from "../support/booking";
import { testDb, unique } from "../support/db";

interface Slot {
  start: string;
  attorneyId: string;
}

async function slotsOf(attorneyId: string, typeId: number): Promise<Slot[]> {
  const response = await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
  expect(response.status).toBe(200);
  return (await bodyOf(response)).slots;
}

/** The weekday (ISO) and wall-clock time of an instant in New York, the demo firm's zone. */
function wallInNewYork(instant: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(part("weekday")) + 1;
  return { weekday, time: `${part("hour")}:${part("minute")}` };
}

const latestAudit = async (entity: string) =>
  (await testDb().select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.id)).limit(1))[0];

describe("booking settings", () => {
  it("are read and replaced as one document, audited, and refused with field messages when bad", async () => {
    const token = await adminToken();
    const before = await bodyOf(await send("GET", "/api/booking-settings", undefined, token));
    expect(before).toMatchObject({ bufferMinutes: expect.any(Number), types: expect.any(Array) });

    const body = {
      bufferMinutes: 10,
      noticeMinutes: 120,
      horizonDays: 14,
      stepMinutes: 15,
      types: [{ name: "Initial consultation", minutes: 45, modes: ["phone", "in-person"], priceNote: "" }],
      closures: [{ startDate: "2031-12-24", endDate: "2031-12-26", label: "Christmas" }],
    };
    const saved = await send("PUT", "/api/booking-settings", body, token);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stored = await bodyOf(saved);
    expect(stored).toMatchObject({ bufferMinutes: 10, noticeMinutes: 120, horizonDays: 14, stepMinutes: 15 });
    expect(stored.types).toEqual([
      {
        id: expect.any(Number),
        name: "Initial consultation",
        minutes: 45,
        modes: ["phone", "in-person"],
        priceNote: "",
      },
    ]);
    expect(stored.closures).toEqual([
      { id: expect.any(Number), startDate: "2031-12-24", endDate: "2031-12-26", label: "Christmas" },
    ]);
    const audit = await latestAudit("booking_settings");
    expect(audit?.action).toBe("update");
    expect(JSON.stringify(audit?.changes)).toContain("bufferMinutes");

    // Renaming keeps the type's id; a type left out stops being offered.
    const renamed = await bodyOf(
      await send(
        "PUT",
        "/api/booking-settings",
        {
          ...body,
          types: [
            { ...stored.types[0], name: "First meeting" },
            { name: "Follow-up", minutes: 30, modes: ["video"], priceNote: "$100" },
          ],
        },
        token,
      ),
    );
    expect(renamed.types.map((t: { id: number; name: string }) => [t.id, t.name])).toEqual([
      [stored.types[0].id, "First meeting"],
      [expect.any(Number), "Follow-up"],
    ]);
    const dropped = await bodyOf(
      await send("PUT", "/api/booking-settings", { ...body, types: [renamed.types[1]] }, token),
    );
    expect(dropped.types.map((t: { name: string }) => t.name)).toEqual(["Follow-up"]);

    for (const [bad, field] of [
      [{ ...body, bufferMinutes: -5 }, "bufferMinutes"],
      [{ ...body, stepMinutes: 7 }, "stepMinutes"],
      [{ ...body, types: [] }, "types"],
      [{ ...body, types: [{ ...body.types[0], modes: [] }] }, "types"],
      [{ ...body, types: [{ ...body.types[0], minutes: 5 }] }, "types"],
      [{ ...body, closures: [{ startDate: "2031-12-26", endDate: "2031-12-24", label: "" }] }, "closures"],
      [{ ...body, closures: [{ startDate: "2031-02-30", endDate: "2031-03-01", label: "" }] }, "closures"],
      [{ ...body, types: [{ ...body.types[0], id: 999_999 }] }, "types"],
    ] as const) {
      await expectFieldError(await send("PUT", "/api/booking-settings", bad, token), field);
    }
    // Nothing of the refused bodies was stored.
    const after = await bodyOf(await send("GET", "/api/booking-settings", undefined, token));
    expect(after.types.map((t: { name: string }) => t.name)).toEqual(["Follow-up"]);
    expect(after.bufferMinutes).toBe(10);
  });

  it("are the owner's: an editor is refused, a visitor must sign in", async () => {
    await expectError(
      await send("GET", "/api/booking-settings", undefined, await adminToken("editor")),
      403,
      "forbidden",
    );
    await expectError(await call("/api/booking-settings"), 401, "unauthorized");
  });
});

describe("an attorney's availability", () => {
  it("weekly hours change /book at once", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const token = await adminToken("editor");
    const view = await bodyOf(await send("GET", `/api/attorney-availability/${attorneyId}`, undefined, token));
    expect(view.hours).toHaveLength(7);
    expect(view.typeIds).toEqual([typeId]);
    expect(view.choices.types.some((t: { id: number }) => t.id === typeId)).toBe(true);

    // Tuesdays only, two stretches.
    const hours = [
      { weekday: 2, start: "09:00", end: "11:00" },
      { weekday: 2, start: "14:00", end: "15:00" },
    ];
    const saved = await send(
      "PUT",
      `/api/attorney-availability/${attorneyId}`,
      { hours, typeIds: [typeId], practiceAreaIds: [] },
      token,
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const slots = await slotsOf(attorneyId, typeId);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const { weekday, time } = wallInNewYork(slot.start);
      expect(weekday).toBe(2);
      expect((time >= "09:00" && time < "11:00") || (time >= "14:00" && time < "15:00"), time).toBe(true);
    }
    expect((await latestAudit("attorney_availability"))?.entityId).toBe(attorneyId);

    // No type taken: the attorney offers nothing of that type.
    await send("PUT", `/api/attorney-availability/${attorneyId}`, { hours, typeIds: [], practiceAreaIds: [] }, token);
    expect(await slotsOf(attorneyId, typeId)).toEqual([]);
  });

  it("refuses overlapping or reversed hours and unknown types, storing nothing", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const token = await adminToken();
    const put = (body: object) => send("PUT", `/api/attorney-availability/${attorneyId}`, body, token);
    const base = { typeIds: [typeId], practiceAreaIds: [] };
    await expectFieldError(
      await put({
        ...base,
        hours: [
          { weekday: 1, start: "09:00", end: "12:00" },
          { weekday: 1, start: "11:00", end: "13:00" },
        ],
      }),
      "hours",
    );
    await expectFieldError(await put({ ...base, hours: [{ weekday: 1, start: "12:00", end: "09:00" }] }), "hours");
    await expectFieldError(await put({ ...base, hours: [{ weekday: 8, start: "09:00", end: "10:00" }] }), "hours");
    await expectFieldError(await put({ ...base, hours: [{ weekday: 1, start: "9am", end: "10:00" }] }), "hours");
    await expectFieldError(await put({ hours: [], typeIds: [999_999], practiceAreaIds: [] }), "typeIds");
    await expectFieldError(await put({ hours: [], typeIds: [], practiceAreaIds: [999_999] }), "practiceAreaIds");
    // Touching stretches are fine.
    const touching = await put({
      ...base,
      hours: [
        { weekday: 1, start: "09:00", end: "12:00" },
        { weekday: 1, start: "12:00", end: "13:00" },
      ],
    });
    expect(touching.status).toBe(200);
    await expectError(
      await send("PUT", "/api/attorney-availability/nobody-here", { ...base, hours: [] }, token),
      404,
      "not_found",
    );
    await expectError(
      await send("PUT", `/api/attorney-availability/${attorneyId}`, { ...base, hours: [] }, await adminToken("intake")),
      403,
      "forbidden",
    );
  });

  it("practice areas decide where the attorney is offered", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const token = await adminToken();
    const slug = unique("area")
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, "");
    const [area] = await testDb()
      .insert(practiceAreas)
      .values({ slug, title: `Area ${slug}`, description: "An area." })
      .returning();
    if (!area) throw new Error("no area");
    const inArea = async () =>
      (await bodyOf(await call(`/api/bookings/availability?area=${slug}&type=${typeId}`))).attorneys.map(
        (a: { id: string }) => a.id,
      );
    expect(await inArea()).not.toContain(attorneyId);
    const hours = [{ weekday: 3, start: "10:00", end: "16:00" }];
    await send(
      "PUT",
      `/api/attorney-availability/${attorneyId}`,
      { hours, typeIds: [typeId], practiceAreaIds: [area.id] },
      token,
    );
    expect(await inArea()).toContain(attorneyId);
  });

  it("time off takes whole days out of /book, in the firm's zone, and can be removed", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const token = await adminToken();
    const [first] = await slotsOf(attorneyId, typeId);
    if (!first) throw new Error("no slot");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(first.start));
    const added = await send(
      "POST",
      `/api/attorney-availability/${attorneyId}/time-off`,
      { startDate: day, endDate: day, label: "Court" },
      token,
    );
    expect(added.status, await added.clone().text()).toBe(201);
    const { timeOff } = await bodyOf(added);
    expect(timeOff).toEqual([
      { id: expect.any(Number), startAt: expect.any(String), endAt: expect.any(String), reason: "Court" },
    ]);
    const dayOf = (s: Slot) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(s.start));
    expect((await slotsOf(attorneyId, typeId)).some((s) => dayOf(s) === day)).toBe(false);

    await expectFieldError(
      await send(
        "POST",
        `/api/attorney-availability/${attorneyId}/time-off`,
        { startDate: day, endDate: "2000-01-01", label: "" },
        token,
      ),
      "endDate",
    );
    const removed = await send(
      "DELETE",
      `/api/attorney-availability/${attorneyId}/time-off/${timeOff[0].id}`,
      undefined,
      token,
    );
    expect(removed.status).toBe(200);
    expect((await slotsOf(attorneyId, typeId)).some((s) => dayOf(s) === day)).toBe(true);
    await expectError(
      await send("DELETE", `/api/attorney-availability/${attorneyId}/time-off/${timeOff[0].id}`, undefined, token),
      404,
      "not_found",
    );
  });
});
