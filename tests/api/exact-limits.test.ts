import { throttleEvents } from "@db/schema";
import { RESET_RULES } from "@worker/auth/password-reset";
import { SIGN_IN_RULES } from "@worker/auth/sign-in";
import { BOOKING_LIMITS } from "@worker/data/booking/limits";
import { SUBMISSION_RULES } from "@worker/data/submissions";
import { bucketsOf, IPV6_BUCKETS, limitKeyOf } from "@worker/http/client-address";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bodyOf, call, submitFrom, uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture, holdFrom } from "../support/booking";
import { testDb, unique } from "../support/db";
import { login } from "../support/sign-in";
import { sampleEnquiry } from "../support/throttle";

/** Issue 40: a limit of N admits exactly N of any number of parallel requests, per /64, /56 and /48. */

const [{ factor: SLASH56 }, { factor: SLASH48 }] = IPV6_BUCKETS;

let blocks = 0;
/** A /48 of its own under 2001:db8::/32; `at(block56, block64)` is an address inside it. */
function fresh48() {
  blocks += 1;
  const prefix = `2001:db8:${blocks.toString(16)}`;
  return { at: (block56: number, block64: number) => `${prefix}:${((block56 << 8) | block64).toString(16)}::1` };
}

/** Addresses of /64s 0 … count-1 inside one /56 of a /48, `each` requests from each. */
const spread = (net: ReturnType<typeof fresh48>, block56: number, count: number, each: number) =>
  Array.from({ length: count * each }, (_, i) => net.at(block56, Math.floor(i / each)));

type Answer = Response | Promise<Response>;
const statusesOf = async (requests: Answer[]) => (await Promise.all(requests)).map((r) => r.status);
/** How many were refused by a rate limit (429 too_many_requests; not a hold cap's too_many_holds). */
async function throttledOf(requests: Answer[]): Promise<number> {
  const codes = await Promise.all(
    requests.map(async (request) => {
      const response = await request;
      return response.status === 429 ? ((await response.json()) as { error: { code: string } }).error.code : null;
    }),
  );
  return codes.filter((code) => code === "too_many_requests").length;
}
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const enquire = (client: string) => submitFrom(client, "/api/contacts/submit", sampleEnquiry());
const forgot = (client: string) => submitFrom(client, "/api/password/forgot", { email: `${unique("x")}@example.com` });
const wrongLogin = (client: string) =>
  login({ email: `${unique("nobody")}@example.com`, password: "not-the-password-1" }, client);

async function freeStarts(attorneyId: string, typeId: number): Promise<string[]> {
  const response = await call(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`);
  return (await bodyOf(response)).slots.map((s: { start: string }) => s.start);
}

describe("the buckets an address counts in", () => {
  it("IPv4 and the local client are one bucket; an IPv6 /64 is also counted in its /56 and /48", () => {
    expect(bucketsOf("203.0.113.7")).toEqual([{ subject: "203.0.113.7", factor: 1 }]);
    expect(bucketsOf("local")).toEqual([{ subject: "local", factor: 1 }]);
    expect(bucketsOf(limitKeyOf("2001:db8:1:abcd::9") ?? "")).toEqual([
      { subject: "2001:db8:1:abcd::/64", factor: 1 },
      { subject: "2001:db8:1:ab00::/56", factor: SLASH56 },
      { subject: "2001:db8:1::/48", factor: SLASH48 },
    ]);
  });
});

// Parallel requests run sign-in's password hashing many times at once: generous time on 2 cores.
describe("25 parallel requests against a limit", { timeout: 60_000 }, () => {
  it("forms: exactly the limit admitted, the rest 429", async () => {
    const client = uniqueClient();
    const statuses = await statusesOf(Array.from({ length: 25 }, () => enquire(client)));
    expect(countOf(statuses, 201)).toBe(SUBMISSION_RULES.contact.limit);
    expect(countOf(statuses, 429)).toBe(25 - SUBMISSION_RULES.contact.limit);
  });

  it("password reset: exactly the address limit answered, the rest 429", async () => {
    const client = uniqueClient();
    const statuses = await statusesOf(Array.from({ length: 25 }, () => forgot(client)));
    expect(countOf(statuses, 200)).toBe(RESET_RULES.address.limit);
    expect(countOf(statuses, 429)).toBe(25 - RESET_RULES.address.limit);
  });

  it("sign-in: exactly the address limit of failures checked, the rest 429", async () => {
    const client = uniqueClient();
    const statuses = await statusesOf(Array.from({ length: 25 }, () => wrongLogin(client)));
    expect(countOf(statuses, 401)).toBe(SIGN_IN_RULES.address.limit);
    expect(countOf(statuses, 429)).toBe(25 - SIGN_IN_RULES.address.limit);
  });

  it("holds: exactly the hold limit gets past the limit (held, or capped at 3 live holds)", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const starts = await freeStarts(attorneyId, typeId);
    const client = uniqueClient();
    const holds = Array.from({ length: 25 }, (_, i) => holdFrom(client, { attorneyId, typeId, start: starts[i * 2] }));
    expect(await throttledOf(holds)).toBe(25 - BOOKING_LIMITS.hold.limit);
  });
});

describe("coarser IPv6 buckets", { timeout: 60_000 }, () => {
  it("forms: 12 /64s of one /56 stop at the /56 limit; a refusal spends nothing of its own /64", async () => {
    const net = fresh48();
    const statuses = await statusesOf(spread(net, 0, 12, 3).map(enquire));
    expect(countOf(statuses, 201)).toBe(SUBMISSION_RULES.contact.limit * SLASH56);
    // A /64 of the same /56 that sent nothing is refused and gets no event of its own counted.
    expect((await enquire(net.at(0, 200))).status).toBe(429);
    const own = limitKeyOf(net.at(0, 200)) ?? "";
    expect(await testDb().select().from(throttleEvents).where(eq(throttleEvents.subject, own))).toEqual([]);
    // Another /56 of the same /48 still passes.
    expect((await enquire(net.at(1, 0))).status).toBe(201);
  });

  it("forms: different /56s of one /48 stop at the /48 limit; another /48 passes", async () => {
    const net = fresh48();
    const limit = SUBMISSION_RULES.contact.limit;
    // 4 /56s × 3 /64s × the /64 limit: 120 requests, none over its /64 or /56 limit.
    const addresses = [0, 1, 2, 3].flatMap((block56) => spread(net, block56, 3, limit));
    const statuses = await statusesOf(addresses.map(enquire));
    expect(countOf(statuses, 201)).toBe(limit * SLASH48);
    expect((await enquire(net.at(9, 0))).status).toBe(429);
    expect((await enquire(fresh48().at(0, 0))).status).toBe(201);
  });

  it("IPv4 stays per address: 12 addresses of one /24 each get their own limit", async () => {
    const addresses = Array.from({ length: 36 }, (_, i) => `192.0.2.${Math.floor(i / 3) + 100}`);
    const statuses = await statusesOf(addresses.map(enquire));
    expect(countOf(statuses, 201)).toBe(36);
  });

  it("sign-in and password resets: 12 /64s of one /56 stop at the /56 limit", async () => {
    const signIns = await statusesOf(spread(fresh48(), 0, 12, 3).map(wrongLogin));
    expect(countOf(signIns, 401)).toBe(SIGN_IN_RULES.address.limit * SLASH56);
    const resets = await statusesOf(spread(fresh48(), 0, 12, 2).map(forgot));
    expect(countOf(resets, 200)).toBe(RESET_RULES.address.limit * SLASH56);
  });

  it("holds: 12 /64s of one /56 stop at the /56 limit", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const starts = await freeStarts(attorneyId, typeId);
    const addresses = spread(fresh48(), 0, 12, 3);
    const holds = addresses.map((client, i) => holdFrom(client, { attorneyId, typeId, start: starts[i * 2] }));
    expect(await throttledOf(holds)).toBe(addresses.length - BOOKING_LIMITS.hold.limit * SLASH56);
  });
});
