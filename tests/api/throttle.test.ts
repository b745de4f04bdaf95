import { SIGN_IN_RULES } from "@worker/auth/sign-in";
import { describe, expect, it } from "vitest";
import { unique } from "../support/db";
import { createTestAdmin, login } from "../support/sign-in";
import { seedThrottleEvents } from "../support/throttle";

let addressCounter = 0;
/** A client address of its own for each test (storage is shared within the file). */
const newAddress = () => `192.0.2.${++addressCounter}`;
const wrong = (email: string) => ({ email, password: "definitely-wrong" });

async function expectTooMany(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_RULES.address.windowSeconds);
  expect(await response.json()).toEqual({
    success: false,
    error: { code: "too_many_requests", message: "Too many requests. Please wait a moment and try again." },
  });
}

// Each test runs a dozen argon2id verifications (~50 ms each idle, several times that on a loaded machine).
describe("failed sign-in throttling", { timeout: 30_000 }, () => {
  it("locks one client out of an account it hammers, while the owner signs in from elsewhere", async () => {
    const admin = await createTestAdmin();
    const attacker = newAddress();
    for (let i = 0; i < SIGN_IN_RULES.accountAddress.limit; i++) {
      expect((await login(wrong(admin.email), attacker)).status).toBe(401);
    }
    // Even the right password is refused from that client now: the answer must not be an oracle.
    await expectTooMany(await login(admin, attacker));
    expect((await login(admin, newAddress())).status).toBe(200);
  });

  it("refuses a client address after 10 failures across any accounts, in the same error shape", async () => {
    const address = newAddress();
    for (let i = 0; i < SIGN_IN_RULES.address.limit; i++) {
      expect((await login(wrong(`${unique("probe")}@example.com`), address)).status).toBe(401);
    }
    const admin = await createTestAdmin();
    await expectTooMany(await login(admin, address));
    expect((await login(admin, newAddress())).status).toBe(200);
  });

  it("forgets an address's failures on an account once the right password comes from there", async () => {
    const admin = await createTestAdmin();
    const address = newAddress();
    const almost = SIGN_IN_RULES.accountAddress.limit - 1;
    for (let i = 0; i < almost; i++) expect((await login(wrong(admin.email), address)).status).toBe(401);
    expect((await login(admin, address)).status).toBe(200);
    for (let i = 0; i < almost; i++) expect((await login(wrong(admin.email), address)).status).toBe(401);
    expect((await login(admin, address)).status).toBe(200);
  });

  it("stops a spread-out attack on one account at the per-account ceiling", async () => {
    const admin = await createTestAdmin();
    const rule = SIGN_IN_RULES.account;
    await seedThrottleEvents(rule, admin.email, rule.limit);
    await expectTooMany(await login(admin, newAddress()));
  });

  it("counts only failures inside the window", async () => {
    const admin = await createTestAdmin();
    const address = newAddress();
    const rule = SIGN_IN_RULES.accountAddress;
    const longAgo = new Date(Date.now() - (rule.windowSeconds + 60) * 1000);
    await seedThrottleEvents(rule, `${admin.email} ${address}`, rule.limit, longAgo);
    expect((await login(admin, address)).status).toBe(200);
  });
});
