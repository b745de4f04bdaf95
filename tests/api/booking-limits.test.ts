import { env } from "cloudflare:workers";
import { bookings } from "@db/schema";
import { BOOKING } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { BOOKING_LIMITS } from "@worker/data/booking/limits";
import { rescheduleBooking } from "@worker/data/booking/manage";
import { appEnv } from "@worker/env";
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, call, expectError, submitFrom, uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture, bookedThroughApi, holdFrom, moveThroughLink } from "../support/booking";
import { testDb } from "../support/db";

/** Issue 38, "no hoarding": holds and moves have per-visitor limits. */

async function freeStarts(attorneyId: string, typeId: number): Promise<string[]> {
  const response = await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
  return (await bodyOf(response)).slots.map((s: { start: string }) => s.start);
}

const liveHoldsOf = (client: string) =>
  testDb()
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.holdClient, client),
        eq(bookings.status, "held"),
        gt(bookings.holdExpiresAt, new Date().toISOString()),
      ),
    );

describe("holds", () => {
  it("a new hold by the same visitor releases their previous one; past the hold limit the visitor hears 429", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const starts = await freeStarts(attorneyId, typeId);
    const client = uniqueClient();
    let previous: string | undefined;
    for (let i = 0; i < BOOKING_LIMITS.hold.limit; i++) {
      const held = await holdFrom(client, { attorneyId, typeId, start: starts[i * 4] }, previous);
      expect(held.status, `hold ${i}`).toBe(201);
      previous = (await bodyOf(held)).hold;
    }
    // Each hold gave back the one before it: one live hold, and the earlier times are free again.
    const live = await liveHoldsOf(client);
    expect(live.map((h) => h.startAt)).toEqual([starts[(BOOKING_LIMITS.hold.limit - 1) * 4]]);
    const freeAgain = await freeStarts(attorneyId, typeId);
    expect(freeAgain).toContain(starts[0]);
    expect(freeAgain).not.toContain(starts[(BOOKING_LIMITS.hold.limit - 1) * 4]);

    const over = await holdFrom(client, { attorneyId, typeId, start: starts[60] }, previous);
    await expectError(over, 429, "too_many_requests");
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The refused hold changed nothing: the previous one still stands, the asked time is still free.
    expect((await liveHoldsOf(client)).map((h) => h.startAt)).toEqual(live.map((h) => h.startAt));
    expect(await freeStarts(attorneyId, typeId)).toContain(starts[60]);
    // Another visitor is not affected.
    expect((await holdFrom(uniqueClient(), { attorneyId, typeId, start: starts[60] })).status).toBe(201);
  });

  it("caps a visitor's live holds; a hold that replaces one of them still goes through", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const starts = await freeStarts(attorneyId, typeId);
    const client = uniqueClient();
    const holds: string[] = [];
    for (let i = 0; i < BOOKING.maxLiveHolds; i++) {
      const held = await holdFrom(client, { attorneyId, typeId, start: starts[i * 4] });
      expect(held.status).toBe(201);
      holds.push((await bodyOf(held)).hold);
    }
    const capped = await holdFrom(client, { attorneyId, typeId, start: starts[40] });
    const error = await expectError(capped, 429, "too_many_holds");
    expect(error.message).toBe(B.holdsCapped);
    expect(await freeStarts(attorneyId, typeId)).toContain(starts[40]);
    expect(await liveHoldsOf(client)).toHaveLength(BOOKING.maxLiveHolds);

    const replacing = await holdFrom(client, { attorneyId, typeId, start: starts[40] }, holds[0]);
    expect(replacing.status).toBe(201);
    const live = (await liveHoldsOf(client)).map((h) => h.startAt).sort();
    expect(live).toEqual([starts[4], starts[8], starts[40]].sort());
  });
});

describe("moves through the manage link", () => {
  it(`allows ${BOOKING.maxVisitorMoves} moves per booking, then says why and changes nothing; staff can still move it`, async () => {
    const { booking, manageToken, slots } = await bookedThroughApi();
    const client = uniqueClient();
    const targets = [slots[6], slots[12], slots[18]].map((s) => s?.start ?? "");
    for (const start of targets) expect((await moveThroughLink(client, manageToken, start)).status).toBe(200);
    const refused = await moveThroughLink(client, manageToken, slots[24]?.start ?? "");
    expect((await expectError(refused, 409, "conflict")).message).toBe(B.movesUsed);
    const [after] = await testDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ startAt: targets[2], visitorMoves: BOOKING.maxVisitorMoves, sequence: 3 });

    const manage = await bodyOf(await call(`/api/bookings/manage?token=${encodeURIComponent(manageToken)}`));
    expect(manage).toMatchObject({ changeable: true, movesLeft: 0 });
    // Staff's moves (the Calendar) are not the visitor's and are not capped.
    const staffMove = await rescheduleBooking(
      appEnv(env),
      after ?? booking,
      slots[30]?.start ?? "",
      new Date().toISOString(),
      {
        siteUrl: "http://site.test",
        manageToken: null,
      },
    );
    expect(staffMove.kind).toBe("moved");
    // Cancelling stays possible.
    const cancel = await submitFrom(client, "/api/bookings/manage/cancel", { token: manageToken });
    expect(cancel.status).toBe(200);
  });

  it("limits one visitor's moves across bookings", async () => {
    const client = uniqueClient();
    const first = await bookedThroughApi();
    const second = await bookedThroughApi();
    const third = await bookedThroughApi();
    let made = 0;
    for (const { manageToken, slots } of [first, second]) {
      for (const i of [6, 12, 18]) {
        expect((await moveThroughLink(client, manageToken, slots[i]?.start ?? "")).status).toBe(200);
        made += 1;
      }
    }
    expect(made).toBe(BOOKING_LIMITS.move.limit);
    const over = await moveThroughLink(client, third.manageToken, third.slots[6]?.start ?? "");
    await expectError(over, 429, "too_many_requests");
    const [unmoved] = await testDb().select().from(bookings).where(eq(bookings.id, third.booking.id));
    expect(unmoved?.startAt).toBe(third.booking.startAt);
    // The booking's own visitor from another address still can.
    expect((await moveThroughLink(uniqueClient(), third.manageToken, third.slots[6]?.start ?? "")).status).toBe(200);
  });
});
