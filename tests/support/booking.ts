import { env } from "cloudflare:workers";
import { attorneyConsultationTypes, attorneyHours, bookings, consultationTypes, teamMembers } from "@db/schema";
import { TEST_CLOCK_HEADER, withRequestClock } from "@worker/clock";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bodyOf, call, submitFrom, uniqueClient } from "./api-calls";
import { testDb, unique } from "./db";

/**
 * An active attorney who takes a new 30-minute consultation type, with hours every day 08:00–20:00
 * in the firm's zone: whatever the real "now", slots exist beyond the default notice.
 */
export async function bookableAttorneyFixture(minutes = 30) {
  const db = testDb();
  const attorneyId = unique("atty")
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "");
  const name = `Attorney ${attorneyId}`;
  await db.insert(teamMembers).values({ id: attorneyId, name, role: "Partner", email: `${attorneyId}@firm.example` });
  const [type] = await db
    .insert(consultationTypes)
    .values({ name: unique("Consultation"), minutes, modes: ["phone", "video"], priceNote: "Free" })
    .returning();
  if (!type) throw new Error("no type");
  await db.insert(attorneyConsultationTypes).values({ attorneyId, typeId: type.id });
  await db
    .insert(attorneyHours)
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ attorneyId, weekday, startTime: "08:00", endTime: "20:00" })));
  return { attorneyId, name, typeId: type.id, minutes };
}

/** A visitor's booking details, the contact form's fields. */
export const bookingDetails = (marker: string) => ({
  name: marker,
  email: `${marker}@example.com`,
  message: "I would like advice on a contract.",
  consent: true,
  mode: "phone",
  timeZone: "Europe/Berlin",
});

export type FreeSlot = { start: string; end: string; attorneyId: string };

interface BookingChoice {
  /** Which free slot (the first by default). */
  pick?: (slots: FreeSlot[]) => FreeSlot | undefined;
  mode?: "phone" | "video";
  /** The attorney's own video meeting link, set before booking. */
  meetingUrl?: string;
}

/** A visitor books a free slot of a new attorney through the API; answers the stored booking and its links. */
export async function bookedThroughApi({ pick = (slots) => slots[0], mode = "phone", meetingUrl }: BookingChoice = {}) {
  const fixture = await bookableAttorneyFixture();
  if (meetingUrl) await testDb().update(teamMembers).set({ meetingUrl }).where(eq(teamMembers.id, fixture.attorneyId));
  const slots: FreeSlot[] = (
    await bodyOf(await call(`/api/bookings/availability?attorney=${fixture.attorneyId}&type=${fixture.typeId}`))
  ).slots;
  const marker = unique("guest");
  const start = pick(slots)?.start;
  const response = await submitFrom(uniqueClient(), "/api/bookings", {
    ...bookingDetails(marker),
    mode,
    attorneyId: fixture.attorneyId,
    typeId: fixture.typeId,
    start,
  });
  expect(response.status).toBe(201);
  const { id, manageToken } = await bodyOf(response);
  const [booking] = await testDb().select().from(bookings).where(eq(bookings.id, id));
  if (!booking?.contactId) throw new Error("no enquiry");
  return { ...fixture, booking, manageToken: manageToken as string, slots, email: `${marker}@example.com` };
}

/** Runs API calls at a named instant, as the Worker does for a request carrying X-Test-Clock (worker/clock.ts). */
export function atInstant<T>(instant: string, run: () => Promise<T>): Promise<T> {
  const request = new Request("http://test.clock/", { headers: { [TEST_CLOCK_HEADER]: instant } });
  return withRequestClock(request, env, run);
}

/** A visitor's manage-link move, from their own client address. */
export const moveThroughLink = (client: string, manageToken: string, start: string) =>
  submitFrom(client, "/api/bookings/manage/reschedule", { token: manageToken, start });

/** A hold through the API from a client address, optionally replacing that visitor's previous hold. */
export const holdFrom = (
  client: string,
  slot: { attorneyId: string; typeId: number; start: string | undefined },
  replaces?: string,
) => submitFrom(client, "/api/bookings/holds", { ...slot, ...(replaces ? { replaces } : {}) });
