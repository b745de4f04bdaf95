import { env } from "cloudflare:workers";
import { contacts } from "@db/schema";
import { RESET_RULES, requestPasswordReset } from "@worker/auth/password-reset";
import { SIGN_IN_RULES, signIn } from "@worker/auth/sign-in";
import { receiveContact, SUBMISSION_RULES } from "@worker/data/submissions";
import { appEnv } from "@worker/env";
import { clientLimitKey, LOCAL_CLIENT, limitKeyOf, limitSubject } from "@worker/http/client-address";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError, submitFrom } from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { createTestAdmin, login } from "../support/sign-in";
import { sampleEnquiry } from "../support/throttle";

/** Issue 28: limits keyed on an IPv6 address's /64 (IPv4 per address), and what "no address" means. */

let block = 0;
/** A /64 of its own under 2001:db8::/32 (documentation), so one test never counts against another. */
function fresh64(): string {
  block += 1;
  return `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${block.toString(16)}`;
}

describe("the limit key of an address", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8:1:1::1", "2001:db8:1:1::/64"],
    ["2001:DB8:1:1:ffff:ffff:ffff:ffff", "2001:db8:1:1::/64"],
    ["2001:0db8:0001:0001:0000:0000:0000:0012", "2001:db8:1:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:198.51.100.9", "198.51.100.9"],
    ["64:ff9b::198.51.100.9", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (address, key) => {
    expect(limitKeyOf(address)).toBe(key);
  });

  it.each([
    [""],
    ["unknown"],
    ["256.1.1.1"],
    ["1.2.3"],
    ["01.2.3.4"],
    ["2001:db8::1::2"],
    ["2001:db8:1:1:1:1:1:1:1"],
    ["2001:db8:1:1:1:1:1"],
    ["2001:db8:g::1"],
    ["::ffff:999.1.1.1"],
    ["evil.example"],
  ])("%j is no usable address", (address) => {
    expect(limitKeyOf(address)).toBeNull();
  });

  it("reads CF-Connecting-IP only, never X-Forwarded-For", () => {
    const request = new Request("http://site.test/", { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(clientLimitKey(request)).toBeNull();
  });

  it("no address: one local client in demo mode, refused in production (no shared bucket)", () => {
    expect(limitSubject({ demoMode: true }, null)).toBe(LOCAL_CLIENT);
    expect(limitSubject({ demoMode: false }, null)).toBeNull();
    expect(limitSubject({ demoMode: false }, "203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("rotating addresses inside one IPv6 /64", () => {
  it("forms: the eleventh submission from ::1 … ::11 is refused; another /64 still passes", async () => {
    const prefix = fresh64();
    const { limit } = SUBMISSION_RULES.contact;
    for (let i = 1; i <= limit; i++) {
      expect((await submitFrom(`${prefix}::${i.toString(16)}`, "/api/contacts/submit", sampleEnquiry())).status).toBe(
        201,
      );
    }
    const refused = await submitFrom(`${prefix}:ffff:ffff:ffff:ffff`, "/api/contacts/submit", sampleEnquiry());
    await expectError(refused, 429, "too_many_requests");
    expect((await submitFrom(`${fresh64()}::1`, "/api/contacts/submit", sampleEnquiry())).status).toBe(201);
  });

  it("sign-in: failures from different addresses of one /64 add up to the address limit", async () => {
    const prefix = fresh64();
    const wrong = { email: `${unique("nobody")}@example.com`, password: "not-the-password-1" };
    for (let i = 1; i <= SIGN_IN_RULES.address.limit; i++) {
      const response = await login({ ...wrong, email: `${unique("n")}@example.com` }, `${prefix}::${i}`);
      expect(response.status).toBe(401);
    }
    await expectError(await login(wrong, `${prefix}::beef`), 429, "too_many_requests");
  });

  it("password resets: requests from different addresses of one /64 add up to the address limit", async () => {
    const prefix = fresh64();
    const forgot = (address: string) =>
      submitFrom(address, "/api/password/forgot", { email: `${unique("x")}@example.com` });
    for (let i = 1; i <= RESET_RULES.address.limit; i++) expect((await forgot(`${prefix}::${i}`)).status).toBe(200);
    await expectError(await forgot(`${prefix}::abcd`), 429, "too_many_requests");
  });
});

describe("a request without a usable client address", () => {
  const production = () => ({ ...appEnv(env), demoMode: false });

  it("production: a form is refused and stores nothing, so no one fills a bucket others share", async () => {
    const body = sampleEnquiry();
    const outcome = await receiveContact(production(), body, { client: null });
    expect(outcome).toEqual({ kind: "throttled", retryAfterSeconds: SUBMISSION_RULES.contact.windowSeconds });
    expect(await testDb().select().from(contacts).where(eq(contacts.email, body.email))).toEqual([]);
  });

  it("production: sign-in and password resets are refused as over the limit", async () => {
    const admin = await createTestAdmin();
    const outcome = await signIn(production(), { email: admin.email, password: admin.password }, "unknown");
    expect(outcome.kind).toBe("throttled");
    expect((await requestPasswordReset(production(), admin.email, "unknown")).kind).toBe("throttled");
  });

  it("locally (demo mode): every such request is the machine itself, counted as one client", async () => {
    const body = sampleEnquiry();
    const outcome = await receiveContact(appEnv(env), body, { client: null });
    expect(outcome.kind).toBe("accepted");
    expect(await testDb().select().from(contacts).where(eq(contacts.email, body.email))).toHaveLength(1);
  });
});
