import { type APIRequestContext, expect } from "@playwright/test";
import { uniqueClientIp } from "./api";

/** A visitor's consultation with a seeded attorney, booked, moved and cancelled through the public API. */
export interface ApiBooking {
  visitor: string;
  startAt: string;
  manageToken: string;
  /** Free starts of the attorney when booked, to move to. */
  free: string[];
}

const post = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(`/api/bookings${path}`, { data, headers: { "CF-Connecting-IP": uniqueClientIp() } });

/**
 * Books one of the attorney's free times (a later one at random: other tests book the same attorney
 * side by side; a time just taken is answered with the nearest free ones, and the first is taken instead).
 */
export async function bookThroughApi(
  request: APIRequestContext,
  attorneyId: string,
  visitor: string,
): Promise<ApiBooking> {
  const availability = await request.get(`/api/bookings/availability?attorney=${attorneyId}`);
  const { type, slots } = (await availability.json()) as { type: { id: number }; slots: { start: string }[] };
  const free = slots.map((s) => s.start);
  let start = free[20 + Math.floor(Math.random() * Math.max(1, free.length - 40))];
  const details = {
    name: visitor,
    email: `${visitor.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
    message: "A question about a lease.",
    consent: true,
    mode: "phone",
    attorneyId,
    typeId: type.id,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await post(request, "", { ...details, start });
    if (response.status() === 201) {
      const booked = (await response.json()) as { startAt: string; manageToken: string };
      return { visitor, startAt: booked.startAt, manageToken: booked.manageToken, free };
    }
    expect(response.status(), await response.text()).toBe(409);
    start = ((await response.json()) as { alternatives: { start: string }[] }).alternatives[0]?.start;
  }
  throw new Error("no free time to book");
}

/** The visitor moves the booking to the first of `starts` still free; answers the new start. */
export async function moveThroughApi(
  request: APIRequestContext,
  booking: ApiBooking,
  starts: string[],
): Promise<string> {
  for (const start of starts) {
    const response = await post(request, "/manage/reschedule", { token: booking.manageToken, start });
    if (response.status() === 200) return ((await response.json()) as { startAt: string }).startAt;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error("no free time to move to");
}

export async function cancelThroughApi(request: APIRequestContext, booking: ApiBooking): Promise<void> {
  const response = await post(request, "/manage/cancel", { token: booking.manageToken });
  expect(response.status(), await response.text()).toBe(200);
}
