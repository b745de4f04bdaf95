import { auditLog } from "@db/schema";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { CALENDAR_MESSAGES as M } from "@domain/calendar-messages";
import { slotTakenSchema } from "@worker/api/answers/booking";
import { meetingsInBlockSchema } from "@worker/api/answers/calendar";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, call, expectError, expectFieldError, send, submitFrom, uniqueClient } from "../support/api-calls";
import { bookedThroughApi, bookingDetails, type FreeSlot } from "../support/booking";
import { testDb, unique } from "../support/db";
import { outboxFor } from "../support/email";
import { createTestAdmin, signedInToken } from "../support/sign-in";

// The staff Calendar and the visitor's manage routes: reads by range, moves and cancellations that
// tell the visitor exactly once, blocked time that leaves public availability, and bad input.

let owner = "";
let intake = "";
let editor = "";
beforeAll(async () => {
  const sign = async (role: "owner" | "intake" | "editor") => signedInToken(await createTestAdmin({ role }));
  [owner, intake, editor] = [await sign("owner"), await sign("intake"), await sign("editor")];
});

const DAY = 86_400_000;
const rangeAround = (start: string) => {
  const from = new Date(Date.parse(start) - DAY).toISOString();
  const to = new Date(Date.parse(start) + 6 * DAY).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
};
const freeStarts = async (attorneyId: string, typeId: number) =>
  (await bodyOf(await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`))).slots.map(
    (s: { start: string }) => s.start,
  ) as string[];
const kindsSent = async (contactId: number) => (await outboxFor("contact", contactId)).map((r) => r.kind);
const lastAudit = async (entity: string, id: number) =>
  (
    await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe("the staff Calendar", () => {
  it("lists a range's meetings with the visitor, per attorney or all, for roles that reach bookings only", async () => {
    const { booking, attorneyId, email, name } = await bookedThroughApi();
    const all = await bodyOf(await send("GET", `/api/calendar?${rangeAround(booking.startAt)}`, undefined, intake));
    expect(all.meetings).toContainEqual(
      expect.objectContaining({ id: booking.id, attorneyName: name, visitorEmail: email, status: "confirmed" }),
    );
    const other = await bookedThroughApi();
    const one = await bodyOf(
      await send("GET", `/api/calendar?${rangeAround(booking.startAt)}&attorney=${attorneyId}`, undefined, owner),
    );
    expect(one.meetings.map((m: { attorneyId: string }) => m.attorneyId)).toEqual([attorneyId]);
    expect(one.meetings.map((m: { id: number }) => m.id)).not.toContain(other.booking.id);
    expect(one.attorneys).toContainEqual({ id: attorneyId, name });
    await expectError(
      await send("GET", `/api/calendar?${rangeAround(booking.startAt)}`, undefined, editor),
      403,
      "forbidden",
    );
    await expectError(await call(`/api/calendar?${rangeAround(booking.startAt)}`), 401, "unauthorized");
    // The enquiry shows its meeting.
    const ofEnquiry = await bodyOf(
      await send("GET", `/api/calendar/enquiries/${booking.contactId}`, undefined, intake),
    );
    expect(ofEnquiry).toEqual([expect.objectContaining({ id: booking.id, startAt: booking.startAt })]);
  });

  it("refuses a reversed or too long range with a field message", async () => {
    const now = Date.now();
    const reversed = `from=${new Date(now).toISOString()}&to=${new Date(now - DAY).toISOString()}`;
    await expectFieldError(await send("GET", `/api/calendar?${reversed}`, undefined, owner), "to");
    const long = `from=${new Date(now).toISOString()}&to=${new Date(now + 60 * DAY).toISOString()}`;
    const error = await expectError(
      await send("GET", `/api/calendar?${long}`, undefined, owner),
      400,
      "validation_failed",
    );
    expect(error.fields?.to).toEqual([M.range]);
    await expectFieldError(
      await send("GET", "/api/calendar?from=yesterday&to=2026-01-01T00:00Z", undefined, owner),
      "from",
    );
  });

  it("reschedules to a free slot (updated invitation, audited), refuses a taken or past one, and changes nothing then", async () => {
    const { booking, slots, attorneyId, typeId } = await bookedThroughApi();
    const other = await bookedThroughApi();
    const target = slots[6]?.start;
    const moved = await send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, { start: target }, owner);
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await bodyOf(moved)).toMatchObject({ id: booking.id, startAt: target, status: "confirmed" });
    expect((await kindsSent(booking.contactId ?? 0)).filter((k) => k === "booking_confirmation")).toHaveLength(2);
    expect(await lastAudit("booking", booking.id)).toMatchObject({ action: "rescheduled" });

    // Another visitor's meeting with the same attorney: its slot is not free to move onto.
    const neighbour = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("neighbour")),
      attorneyId,
      typeId,
      start: slots[10]?.start,
    });
    expect(neighbour.status).toBe(201);
    const onto = { start: slots[10]?.start };
    const taken = await send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, onto, owner);
    // Free but for the other meeting: "just taken" (issue 38), with the nearest free times.
    const error = await expectError(taken.clone(), 409, "slot_taken");
    expect(error.message).toBe(B.justTaken);
    const body = await bodyOf(taken);
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(slotTakenSchema().parse(body)).toEqual(body);
    const past = new Date(Date.now() - DAY).toISOString();
    await expectError(
      await send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, { start: past }, owner),
      409,
      "slot_unavailable",
    );
    await expectFieldError(
      await send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, { start: "soon" }, owner),
      "start",
    );
    await expectError(
      await send("POST", "/api/calendar/bookings/999999/reschedule", { start: target }, owner),
      404,
      "not_found",
    );
    // Nothing more was sent for the refused moves; the other booking is untouched.
    expect((await kindsSent(booking.contactId ?? 0)).filter((k) => k === "booking_confirmation")).toHaveLength(2);
    const list = await bodyOf(await send("GET", `/api/calendar?${rangeAround(target ?? "")}`, undefined, owner));
    expect(list.meetings).toContainEqual(expect.objectContaining({ id: booking.id, startAt: target }));
    expect(list.meetings).toContainEqual(expect.objectContaining({ id: other.booking.id, status: "confirmed" }));
  });

  it("cancels once: the visitor is told once, a second cancel is a clear 409 and sends nothing", async () => {
    const { booking, email, attorneyId, typeId } = await bookedThroughApi();
    const first = await send("POST", `/api/calendar/bookings/${booking.id}/cancel`, undefined, intake);
    expect(first.status).toBe(200);
    expect(await bodyOf(first)).toMatchObject({ status: "cancelled" });
    const second = await send("POST", `/api/calendar/bookings/${booking.id}/cancel`, undefined, intake);
    expect((await expectError(second, 409, "conflict")).message).toBe(M.alreadyCancelled);
    const cancels = (await outboxFor("contact", booking.contactId ?? 0)).filter((r) => r.kind === "booking_cancelled");
    expect(cancels.map((r) => r.recipient).sort()).toEqual([`${attorneyId}@firm.example`, email].sort());
    expect(await lastAudit("booking", booking.id)).toMatchObject({ action: "cancelled" });
    // The slot is free again for visitors.
    expect(await freeStarts(attorneyId, typeId)).toContain(booking.startAt);
    await expectError(
      await send("POST", `/api/calendar/bookings/${booking.id}/reschedule`, { start: booking.startAt }, owner),
      409,
      "conflict",
    );
  });

  it("blocks time out of public availability and gives it back; refuses bad ranges and unknown attorneys", async () => {
    const { attorneyId, typeId, slots } = await bookedThroughApi();
    const start = slots[3]?.start ?? "";
    const end = new Date(Date.parse(start) + 2 * 3600_000).toISOString();
    const block = await send("POST", "/api/calendar/blocks", { attorneyId, start, end, reason: "Court" }, owner);
    expect(block.status, await block.clone().text()).toBe(201);
    const { id } = await bodyOf(block);
    const during = (await freeStarts(attorneyId, typeId)).filter((s) => s >= start && s < end);
    expect(during).toEqual([]);
    expect(await lastAudit("time_block", id)).toMatchObject({ action: "create" });
    const listed = await bodyOf(
      await send("GET", `/api/calendar?${rangeAround(start)}&attorney=${attorneyId}`, undefined, owner),
    );
    expect(listed.blocks).toEqual([expect.objectContaining({ id, startAt: start, endAt: end, reason: "Court" })]);

    expect((await send("DELETE", `/api/calendar/blocks/${id}`, undefined, owner)).status).toBe(200);
    expect(await freeStarts(attorneyId, typeId)).toContain(start);
    expect(await lastAudit("time_block", id)).toMatchObject({ action: "delete" });
    await expectError(await send("DELETE", `/api/calendar/blocks/${id}`, undefined, owner), 404, "not_found");

    await expectFieldError(
      await send("POST", "/api/calendar/blocks", { attorneyId, start: end, end: start }, owner),
      "end",
    );
    await expectFieldError(
      await send("POST", "/api/calendar/blocks", { attorneyId: "nobody-here", start, end }, owner),
      "attorneyId",
    );
    const past = {
      attorneyId,
      start: new Date(Date.now() - 2 * DAY).toISOString(),
      end: new Date(Date.now() - DAY).toISOString(),
    };
    const error = await expectError(await send("POST", "/api/calendar/blocks", past, owner), 400, "validation_failed");
    expect(error.fields?.end).toEqual([M.blockEnded]);
    await expectFieldError(
      await send("POST", "/api/calendar/blocks", { attorneyId, start, end, reason: "x".repeat(201) }, owner),
      "reason",
    );
  });
});

describe("blocking time over booked meetings (decision 037)", () => {
  const HOUR = 3_600_000;
  /**
   * A free slot two hours or more after one starting at `start` (clear of its buffer once booked) that
   * ends inside the block made around it (an hour before to four after). Read from the times, not the
   * order: late in the day the fifth slot is the next day's.
   */
  const laterInBlock = (slots: FreeSlot[], start: string) =>
    slots.find(
      (slot) =>
        Date.parse(slot.start) >= Date.parse(start) + 2 * HOUR && Date.parse(slot.end) <= Date.parse(start) + 4 * HOUR,
    );
  /** An attorney with two booked meetings, and a block that covers both. */
  async function twoMeetingsUnderABlock() {
    const first = await bookedThroughApi({ pick: (slots) => slots.find((slot) => laterInBlock(slots, slot.start)) });
    const { attorneyId, typeId, slots } = first;
    const later = await submitFrom(uniqueClient(), "/api/bookings", {
      ...bookingDetails(unique("second")),
      attorneyId,
      typeId,
      start: laterInBlock(slots, first.booking.startAt)?.start,
    });
    expect(later.status).toBe(201);
    const secondId: number = (await bodyOf(later)).id;
    const start = new Date(Date.parse(first.booking.startAt) - HOUR).toISOString();
    const end = new Date(Date.parse(first.booking.startAt) + 4 * HOUR).toISOString();
    return { ...first, secondId, block: { attorneyId, start, end, reason: "Court" } };
  }
  const statusesOf = async (attorneyId: string, around: string) => {
    const range = await bodyOf(
      await send("GET", `/api/calendar?${rangeAround(around)}&attorney=${attorneyId}`, undefined, owner),
    );
    return {
      blocks: range.blocks as { id: number }[],
      meetings: Object.fromEntries(range.meetings.map((m: { id: number; status: string }) => [m.id, m.status])),
    };
  };

  it("refuses with 409 listing the meetings, and changes nothing, until every one of them is decided on", async () => {
    const { booking, secondId, block, attorneyId } = await twoMeetingsUnderABlock();
    const refused = await send("POST", "/api/calendar/blocks", block, owner);
    const error = await expectError(refused.clone(), 409, "meetings_in_block");
    expect(error.message).toBe(M.meetingsInBlock);
    const body = await bodyOf(refused);
    expect(meetingsInBlockSchema().parse(body)).toEqual(body);
    expect(body.meetings.map((m: { id: number }) => m.id)).toEqual([booking.id, secondId]);
    expect(body.meetings[0]).toMatchObject({
      startAt: booking.startAt,
      status: "confirmed",
      visitorName: expect.any(String),
    });

    // Deciding on one of the two is not deciding on both: it asks again with both.
    const half = { ...block, meetings: { action: "cancel", ids: [booking.id] } };
    const again = await send("POST", "/api/calendar/blocks", half, owner);
    expect((await bodyOf(again)).meetings.map((m: { id: number }) => m.id)).toEqual([booking.id, secondId]);
    expect(again.status).toBe(409);
    await expectFieldError(
      await send("POST", "/api/calendar/blocks", { ...block, meetings: { action: "drop", ids: [booking.id] } }, owner),
      "meetings",
    );
    // Nothing was blocked, cancelled or sent.
    expect(await statusesOf(attorneyId, booking.startAt)).toEqual({
      blocks: [],
      meetings: { [booking.id]: "confirmed", [secondId]: "confirmed" },
    });
    expect(await kindsSent(booking.contactId ?? 0)).not.toContain("booking_cancelled");
  });

  it("refuses whole days off over a booked meeting the same way, adding nothing", async () => {
    const { booking, attorneyId } = await bookedThroughApi();
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(booking.startAt));
    const off = { startDate: day, endDate: day, label: "Off" };
    const refused = await send("POST", `/api/attorney-availability/${attorneyId}/time-off`, off, owner);
    await expectError(refused.clone(), 409, "meetings_in_block");
    expect((await bodyOf(refused)).meetings.map((m: { id: number }) => m.id)).toEqual([booking.id]);
    expect((await statusesOf(attorneyId, booking.startAt)).blocks).toEqual([]);
  });

  it("keeps the meetings when told to: the block is made around them and nobody is emailed", async () => {
    const { booking, secondId, block, attorneyId } = await twoMeetingsUnderABlock();
    const kept = { ...block, meetings: { action: "keep", ids: [booking.id, secondId] } };
    const made = await send("POST", "/api/calendar/blocks", kept, owner);
    expect(made.status, await made.clone().text()).toBe(201);
    const after = await statusesOf(attorneyId, booking.startAt);
    expect(after.blocks.map((b) => b.id)).toEqual([(await bodyOf(made)).id]);
    expect(after.meetings).toEqual({ [booking.id]: "confirmed", [secondId]: "confirmed" });
    expect(await kindsSent(booking.contactId ?? 0)).not.toContain("booking_cancelled");
  });

  it("cancels the meetings when told to, telling each client and the attorney once", async () => {
    const { booking, secondId, block, attorneyId, email } = await twoMeetingsUnderABlock();
    const cancelling = { ...block, meetings: { action: "cancel", ids: [booking.id, secondId] } };
    const made = await send("POST", "/api/calendar/blocks", cancelling, owner);
    expect(made.status, await made.clone().text()).toBe(201);
    const after = await statusesOf(attorneyId, booking.startAt);
    expect(after.blocks).toHaveLength(1);
    expect(after.meetings).toEqual({ [booking.id]: "cancelled", [secondId]: "cancelled" });
    const cancels = (await outboxFor("contact", booking.contactId ?? 0)).filter((r) => r.kind === "booking_cancelled");
    expect(cancels.map((r) => r.recipient).sort()).toEqual([`${attorneyId}@firm.example`, email].sort());
    expect(await lastAudit("booking", booking.id)).toMatchObject({ action: "cancelled" });
  });
});

describe("the visitor's manage routes", () => {
  it("reads, moves and cancels through the link; a tampered link is refused; a second cancel sends nothing", async () => {
    const { booking, manageToken, slots } = await bookedThroughApi();
    const read = await call(`/api/bookings/manage?token=${encodeURIComponent(manageToken)}`);
    expect(await bodyOf(read)).toMatchObject({ id: booking.id, status: "confirmed", changeable: true, reason: null });

    const [id, secret] = manageToken.split(".");
    const flipped = `${id}.${secret?.startsWith("A") ? "B" : "A"}${secret?.slice(1)}`;
    for (const token of [flipped, `${Number(id) + 1}.${secret}`, "1.short", "<script>"]) {
      const error = await expectError(
        await call(`/api/bookings/manage?token=${encodeURIComponent(token)}`),
        404,
        "bad_link",
      );
      expect(error.message).toBe(B.badLink);
      await expectError(await send("POST", "/api/bookings/manage/cancel", { token }), 404, "bad_link");
    }

    const target = slots[4]?.start;
    const moved = await send("POST", "/api/bookings/manage/reschedule", { token: manageToken, start: target });
    expect(await bodyOf(moved)).toMatchObject({ success: true, message: B.rescheduled, startAt: target });

    expect((await send("POST", "/api/bookings/manage/cancel", { token: manageToken })).status).toBe(200);
    const again = await send("POST", "/api/bookings/manage/cancel", { token: manageToken });
    expect((await expectError(again, 409, "conflict")).message).toBe(B.alreadyCancelled);
    const after = await bodyOf(await call(`/api/bookings/manage?token=${encodeURIComponent(manageToken)}`));
    expect(after).toMatchObject({ status: "cancelled", changeable: false, reason: B.alreadyCancelled });
    const kinds = await kindsSent(booking.contactId ?? 0);
    expect(kinds.filter((k) => k === "booking_cancelled")).toHaveLength(2); // the visitor and the attorney, once
    await expectError(
      await send("POST", "/api/bookings/manage/reschedule", { token: manageToken, start: slots[8]?.start }),
      409,
      "conflict",
    );
  });
});
