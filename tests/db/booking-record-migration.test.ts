import { env } from "cloudflare:workers";
import { bookingHistory, bookings, contacts } from "@db/schema";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookableAttorneyFixture } from "../support/booking";
import { testDb, unique } from "../support/db";

/** The backfill of migration booking_record: its data statements, run on rows an earlier version wrote. */
const backfill = () =>
  (env.TEST_MIGRATIONS.find((m) => m.name.includes("booking_record"))?.queries ?? []).filter((q) =>
    /\b(UPDATE `contacts`|INSERT INTO `booking_history`)/.test(q),
  );

describe("migration booking_record", () => {
  it("gives enquiries booked before it their booking's state and history, and leaves form enquiries alone", async () => {
    const db = testDb();
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const enquiry = (label: string) =>
      db
        .insert(contacts)
        .values({ name: unique(label), email: "old@example.com", subject: "Consultation", message: "Earlier." })
        .returning({ id: contacts.id });
    const [booked] = await enquiry("booked");
    const [moved] = await enquiry("moved");
    const [cancelled] = await enquiry("cancelled");
    const [form] = await enquiry("form");
    const at = (day: number) => `2031-06-${String(day).padStart(2, "0")}T14:00:00.000Z`;
    const end = (day: number) => `2031-06-${String(day).padStart(2, "0")}T14:30:00.000Z`;
    const row = (contactId: number, day: number) => ({
      attorneyId,
      typeId,
      contactId,
      startAt: at(day),
      endAt: end(day),
    });
    await db.insert(bookings).values([
      { ...row(booked?.id ?? 0, 2), status: "confirmed" },
      { ...row(moved?.id ?? 0, 3), status: "confirmed", sequence: 2 },
      { ...row(cancelled?.id ?? 0, 4), status: "cancelled", cancelledAt: "2031-05-01T10:00:00.000Z" },
    ]);
    expect(backfill()).toHaveLength(3);
    for (const query of backfill()) await env.DB.prepare(query).run();

    const ids = [booked?.id ?? 0, moved?.id ?? 0, cancelled?.id ?? 0, form?.id ?? 0];
    const states = await db
      .select({ id: contacts.id, state: contacts.bookingState })
      .from(contacts)
      .where(inArray(contacts.id, ids));
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({
      [ids[0] ?? 0]: "booked",
      [ids[1] ?? 0]: "moved",
      [ids[2] ?? 0]: "cancelled",
      [ids[3] ?? 0]: null,
    });
    const history = await db
      .select({ contactId: bookingHistory.contactId, event: bookingHistory.event, startAt: bookingHistory.startAt })
      .from(bookingHistory)
      .where(eq(bookingHistory.contactId, cancelled?.id ?? 0))
      .orderBy(asc(bookingHistory.createdAt));
    expect(history.map((h) => [h.event, h.startAt])).toEqual([
      ["booked", at(4)],
      ["cancelled", at(4)],
    ]);
  });
});
