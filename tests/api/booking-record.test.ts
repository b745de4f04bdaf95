import { bookings, contacts } from "@db/schema";
import { BOOKING_SUBJECT } from "@domain/booking-messages";
import { formatInZone } from "@domain/time-format";
import { readFirmSettings } from "@worker/data/settings";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import {
  atInstant,
  bookableAttorneyFixture,
  bookedThroughApi,
  bookingDetails,
  moveThroughLink,
} from "../support/booking";
import { testDb, unique } from "../support/db";

/** Issue 38: one current record per booking, and "just taken" with the nearest times. */

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const enquiryOf = async (id: number) => (await testDb().select().from(contacts).where(eq(contacts.id, id)))[0];

/** The CSV export's record of one enquiry, found by its visitor's unique email. */
async function csvLineOf(email: string): Promise<string> {
  const response = await call(`/api/contacts/export?search=${encodeURIComponent(email)}`, withToken(token));
  expect(response.status).toBe(200);
  const lines = (await response.text()).split("\r\n").filter((line) => line.includes(email));
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

describe("a booking's enquiry after a move and a cancel", () => {
  it("names the current time, says cancelled everywhere, and keeps every earlier time in its history", async () => {
    const { booking, manageToken, slots, email, name } = await bookedThroughApi();
    const contactId = booking.contactId ?? 0;
    const zone = (await readFirmSettings(testDb())).timeZone;
    const when = (start: string) => formatInZone(start, zone);
    expect(await enquiryOf(contactId)).toMatchObject({
      subject: BOOKING_SUBJECT.live(name, when(booking.startAt)),
      bookingState: "booked",
    });

    const movedTo = slots[8]?.start ?? "";
    expect((await moveThroughLink(uniqueClient(), manageToken, movedTo)).status).toBe(200);
    expect(await enquiryOf(contactId)).toMatchObject({
      subject: BOOKING_SUBJECT.live(name, when(movedTo)),
      bookingState: "moved",
    });
    // The Booking column, then the Questionnaire column (empty: none was sent).
    expect(await csvLineOf(email)).toMatch(/,moved,$/);

    expect((await submitFrom(uniqueClient(), "/api/bookings/manage/cancel", { token: manageToken })).status).toBe(200);
    const cancelled = await enquiryOf(contactId);
    expect(cancelled).toMatchObject({
      subject: BOOKING_SUBJECT.cancelled(name, when(movedTo)),
      bookingState: "cancelled",
    });
    // The list's card and the dialog read the enquiry itself: its subject and state.
    const listed = await bodyOf(await call(`/api/contacts/${contactId}`, withToken(token)));
    expect(listed).toMatchObject({ subject: cancelled?.subject, bookingState: "cancelled" });
    const line = await csvLineOf(email);
    expect(line).toContain(BOOKING_SUBJECT.cancelled(name, when(movedTo)).split(",")[0]);
    expect(line).toMatch(/,cancelled,$/);

    const intake = await bodyOf(await call(`/api/contacts/${contactId}/intake`, withToken(token)));
    expect(intake.bookingHistory.map((e: { event: string; startAt: string }) => [e.event, e.startAt])).toEqual([
      ["booked", booking.startAt],
      ["moved", movedTo],
      ["cancelled", movedTo],
    ]);

    // The dashboard tells each event as a booking's, never as a contact-form submission.
    const activity: { type: string; name: string; event?: string }[] = await bodyOf(
      await call("/api/dashboard/activity?limit=50", withToken(token)),
    );
    const visitor = email.split("@")[0];
    const mine = activity.filter((item) => item.name === visitor);
    expect(mine.map((item) => [item.type, item.event]).sort()).toEqual([
      ["booking", "booked"],
      ["booking", "cancelled"],
      ["booking", "moved"],
    ]);
  });
});

describe("losing a race at the edge of the booking window", () => {
  // A fixed "now" (worker/clock.ts): the window's last slot does not move while the test runs.
  const NOW = "2031-05-05T12:00:00.000Z";

  it("tells the loser 'just taken' and offers the three nearest free times, all before the window's last slot", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    await atInstant(NOW, async () => {
      const availability = `/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`;
      const before: { start: string }[] = (await bodyOf(await call(availability))).slots;
      const last = before.at(-1)?.start ?? "";
      const book = (marker: string) =>
        submitFrom(uniqueClient(), "/api/bookings", {
          ...bookingDetails(unique(marker)),
          attorneyId,
          typeId,
          start: last,
        });
      expect((await book("winner")).status).toBe(201);
      const lost = await book("loser");
      const error = await expectError(lost.clone(), 409, "slot_taken");
      expect(error.message).toMatch(/just taken/);
      const { alternatives } = await bodyOf(lost);
      // Nothing is bookable after the last slot: the nearest free ones are the latest still free.
      const after: { start: string }[] = (await bodyOf(await call(availability))).slots;
      expect(alternatives).toHaveLength(3);
      expect(alternatives.map((s: { start: string }) => s.start)).toEqual(after.slice(-3).map((s) => s.start));
      for (const alternative of alternatives) expect(Date.parse(alternative.start)).toBeLessThan(Date.parse(last));
    });
    const live = await testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId));
    expect(live.filter((b) => b.status === "confirmed")).toHaveLength(1);
  });
});
