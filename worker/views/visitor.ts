import { clientAddress } from "../http/client-address";

export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A visitor for one day: a hash of the day, the client's address and its browser. No cookie, nothing
 * stored that names a person, and a new value every day, so visits cannot be linked across days.
 */
export async function visitorOf(request: Request, userAgent: string, now = new Date()) {
  const day = utcDay(now);
  const data = new TextEncoder().encode(`${day}|${clientAddress(request)}|${userAgent}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  const visitor = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { visitor, day };
}
