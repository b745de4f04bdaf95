import { bookings, contacts } from "@db/schema";
import { slotTakenSchema } from "@worker/api/answers/booking";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, call, expectError, send, submitFrom, uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture, bookingDetails } from "../support/booking";
import { testDb, unique } from "../support/db";

interface Slot {
  start: string;
  end: string;
  attorneyId: string;
}

async function slotsOf(attorneyId: string, typeId: number): Promise<Slot[]> {
  const response = await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
  expect(response.status).toBe(200);
  return (await bodyOf(response)).slots;
}

const liveBookingsAt = (attorneyId: string, start: string) =>
  testDb()
    .select()
    .from(bookings)
    .where(and(eq(bookings.attorneyId, attorneyId), eq(bookings.startAt, start), ne(bookings.status, "cancelled")));

describe("public availability", () => {
  it("lists the attorney's free slots beyond the minimum notice, cacheable for a minute", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const response = await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=60");
    const { slots } = await bodyOf(response);
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots as Slot[]) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 23.9 * 3600_000);
      expect(slot.attorneyId).toBe(attorneyId);
    }
  });
});

describe("no double booking", () => {
  it("confirms exactly one of 20 concurrent bookers; the others hear 'just taken' with the next three slots", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const [slot] = await slotsOf(attorneyId, typeId);
    if (!slot) throw new Error("no slot");
    const marker = unique("rush");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitFrom(uniqueClient(), "/api/bookings", {
          ...bookingDetails(`${marker}-${i}`),
          attorneyId,
          typeId,
          start: slot.start,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const refused of answers.filter((r) => r.status === 409)) {
      const body = await bodyOf(refused);
      // Exactly what the document's SlotTaken says: nothing missing, nothing more.
      expect(slotTakenSchema().parse(body)).toEqual(body);
      expect(body.error).toEqual({ code: "slot_taken", message: expect.stringContaining("just taken") });
      expect(body.alternatives).toHaveLength(3);
      for (const alternative of body.alternatives as Slot[])
        expect(Date.parse(alternative.start)).toBeGreaterThan(Date.parse(slot.start));
    }
    const live = await liveBookingsAt(attorneyId, slot.start);
    expect(live).toHaveLength(1);
    expect(live[0]?.status).toBe("confirmed");
    // The booking is an enquiry of the intake workflow, assigned to its attorney.
    const [enquiry] = await testDb()
      .select()
      .from(contacts)
      .where(eq(contacts.id, live[0]?.contactId ?? 0));
    expect(enquiry).toMatchObject({ status: "unread", assignedTo: attorneyId, email: expect.stringContaining(marker) });
    expect((await slotsOf(attorneyId, typeId)).map((s) => s.start)).not.toContain(slot.start);
  });

  it("keeps the buffer after a booking free of overlapping slots", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const before = await slotsOf(attorneyId, typeId);
    const slot = before[4];
    if (!slot) throw new Error("no slot");
    const booked = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("buffer")),
      attorneyId,
      typeId,
      start: slot.start,
    });
    expect(booked.status).toBe(201);
    const after = (await slotsOf(attorneyId, typeId)).map((s) => Date.parse(s.start));
    const start = Date.parse(slot.start);
    // 30-minute meetings, 15-minute default buffer, a 30-minute grid: the slots on either side go too.
    expect(after).not.toContain(start - 30 * 60_000);
    expect(after).not.toContain(start);
    expect(after).not.toContain(start + 30 * 60_000);
  });

  it("holds a slot for one visitor: a second hold of it is refused until the hold is confirmed or lapses", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const [slot] = await slotsOf(attorneyId, typeId);
    const first = await send("POST", "/api/bookings/holds", { attorneyId, typeId, start: slot?.start });
    expect(first.status).toBe(201);
    const { hold, expiresAt } = await bodyOf(first);
    expect(hold).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const second = await send("POST", "/api/bookings/holds", { attorneyId, typeId, start: slot?.start });
    expect(second.status).toBe(409);
    expect((await slotsOf(attorneyId, typeId)).map((s) => s.start)).not.toContain(slot?.start);
  });
});

describe("bad input", () => {
  it("refuses a past slot, a slot off the grid and an unknown type with clear messages, storing nothing", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const before = await testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId));
    const past = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("past")),
      attorneyId,
      typeId,
      start: "2020-01-06T15:00:00Z",
    });
    const error = await expectError(past, 409, "slot_unavailable");
    expect(error.message).toMatch(/no longer free/);
    const offGrid = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("grid")),
      attorneyId,
      typeId,
      start: new Date(Date.now() + 3 * 86_400_000 + 7 * 60_000).toISOString(),
    });
    await expectError(offGrid, 409, "slot_unavailable");
    const unknownType = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("type")),
      attorneyId,
      typeId: 999_999,
      start: "2030-01-07T15:00:00Z",
    });
    await expectError(unknownType, 400, "validation_failed");
    const garbage = await submitFrom(uniqueClient(), "/api/bookings", { attorneyId: "<script>", start: "soon" });
    const fields = (await expectError(garbage, 400, "validation_failed")).fields ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(["attorneyId", "start", "consent", "mode"]));
    expect(await testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId))).toEqual(before);
  });
});
