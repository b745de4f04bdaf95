import { env } from "cloudflare:workers";
import { bookings } from "@db/schema";
import { HUMAN_CHECK_FAILED } from "@domain/messages";
import {
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_HEADER,
  TURNSTILE_TEST_SECRET,
  TURNSTILE_TEST_SITE_KEY,
} from "@domain/turnstile";
import { api } from "@worker/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueClient } from "../support/api-calls";
import { bookableAttorneyFixture } from "../support/booking";
import { testDb, unique } from "../support/db";
import { createTestAdmin } from "../support/sign-in";

/** The Worker with Turnstile on, its verify endpoint the stand-in (vitest.workers.config.ts routes turnstile.test to it). */
const withTurnstile = (secret = TURNSTILE_TEST_SECRET) => ({
  ...env,
  TURNSTILE_SECRET: secret,
  TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY,
  TURNSTILE_VERIFY_URL: "http://turnstile.test/siteverify",
});

function post(path: string, body: unknown, token: string | null, bindings: object = withTurnstile()) {
  const headers: Record<string, string> = { "content-type": "application/json", "CF-Connecting-IP": uniqueClient() };
  if (token !== null) headers[TURNSTILE_HEADER] = token;
  return api.request(path, { method: "POST", headers, body: JSON.stringify(body) }, bindings);
}

const contact = () => ({
  name: "Ada Visitor",
  email: `${unique("ada")}@example.com`,
  subject: "A question",
  message: "Could you help me with a contract?",
  consent: true,
});

describe("the Turnstile stand-in", () => {
  it("refuses a bad token, a missing one and a wrong secret; passes the dummy token", async () => {
    const verify = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return fetch("http://turnstile.test/siteverify", { method: "POST", body: form }).then((r) => r.json());
    };
    expect(await verify({ secret: TURNSTILE_TEST_SECRET, response: "forged.token" })).toMatchObject({
      success: false,
      "error-codes": ["invalid-input-response"],
    });
    expect(await verify({ secret: TURNSTILE_TEST_SECRET })).toMatchObject({ success: false });
    expect(await verify({ secret: "wrong", response: TURNSTILE_DUMMY_TOKEN })).toMatchObject({ success: false });
    expect(await verify({ secret: TURNSTILE_TEST_SECRET, response: TURNSTILE_DUMMY_TOKEN })).toMatchObject({
      success: true,
    });
  });
});

describe("public forms and sign-in while Turnstile is on", () => {
  it.each([
    ["/api/contacts/submit", contact],
    [
      "/api/testimonials/submit",
      () => ({
        name: "Ada",
        email: `${unique("t")}@example.com`,
        content: "Very helpful and kind.",
        rating: 5,
        publishConsent: true,
      }),
    ],
    ["/api/newsletter/subscribe", () => ({ email: `${unique("n")}@example.com` })],
  ])("%s: 403 without a token or with a bad one, accepted with a good one", async (path, body) => {
    for (const token of [null, "", "forged.token", "x".repeat(3000)]) {
      const refused = await post(path, body(), token);
      expect(refused.status, String(token)).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        error: { code: "human_check_failed", message: HUMAN_CHECK_FAILED },
      });
    }
    expect((await post(path, body(), TURNSTILE_DUMMY_TOKEN)).status).toBeLessThan(300);
  });

  it("covers a booking's hold step: no hold without a good token, and nothing is held", async () => {
    const { attorneyId, typeId } = await bookableAttorneyFixture();
    const availability = await api.request(`/api/bookings/availability?attorney=${attorneyId}&type=${typeId}`, {}, env);
    const [slot] = (await availability.json<{ slots: { start: string }[] }>()).slots;
    const choice = { attorneyId, typeId, start: slot?.start };
    for (const token of [null, "forged.token"])
      expect((await post("/api/bookings/holds", choice, token)).status).toBe(403);
    expect(await testDb().select().from(bookings).where(eq(bookings.attorneyId, attorneyId))).toEqual([]);
    expect((await post("/api/bookings/holds", choice, TURNSTILE_DUMMY_TOKEN)).status).toBe(201);
  });

  it("refuses when the verify endpoint refuses the secret (no way through on a misconfiguration)", async () => {
    expect(
      (await post("/api/contacts/submit", contact(), TURNSTILE_DUMMY_TOKEN, withTurnstile("wrong-secret"))).status,
    ).toBe(403);
  });

  it("refuses when the verify endpoint cannot be reached (fail closed)", async () => {
    const unreachable = { ...withTurnstile(), TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/siteverify" };
    expect((await post("/api/contacts/submit", contact(), TURNSTILE_DUMMY_TOKEN, unreachable)).status).toBe(403);
  });

  it("sign-in needs the check before the password is even tried", async () => {
    const admin = await createTestAdmin();
    const credentials = { email: admin.email, password: admin.password };
    expect((await post("/api/login", credentials, "forged.token")).status).toBe(403);
    const signedIn = await post("/api/login", credentials, TURNSTILE_DUMMY_TOKEN);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it("is off without a secret: the same forms need no token", async () => {
    expect((await post("/api/contacts/submit", contact(), null, env)).status).toBe(201);
  });
});
