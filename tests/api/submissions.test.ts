import { SUBMISSION_RULES } from "@worker/data/submissions";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, expectError, listOf, submitFrom, uniqueClient, withToken } from "../support/api-calls";
import { unique } from "../support/db";

const token = await adminToken();

/** Each public form, a valid body for it, and how staff find what it stored. */
const FORMS = [
  {
    form: "contact",
    path: "/api/contacts/submit",
    rule: SUBMISSION_RULES.contact,
    body: (marker: string) => ({ name: marker, email: "a@example.com", subject: "s", message: "m", consent: true }),
    stored: (marker: string) => `/api/contacts?search=${marker}`,
  },
  {
    form: "testimonial",
    path: "/api/testimonials/submit",
    rule: SUBMISSION_RULES.testimonial,
    body: (marker: string) => ({ name: marker, content: "Great firm.", publishConsent: true }),
    stored: (marker: string) => `/api/testimonials?search=${marker}`,
  },
  {
    form: "newsletter",
    path: "/api/newsletter/subscribe",
    rule: SUBMISSION_RULES.newsletter,
    body: (marker: string) => ({ email: `${marker}@example.com` }),
    stored: (marker: string) => `/api/newsletter?search=${marker}`,
  },
] as const;

describe.each(FORMS)("the $form form's per-client limit", ({ path, rule, body, stored }) => {
  it("answers 429 with Retry-After once a client reaches the limit, stores nothing then, and still serves others", async () => {
    const client = uniqueClient();
    for (let i = 0; i < rule.limit; i += 1) {
      // Honeypot-filled bodies count too: a bot cannot flood by filling the trap.
      const sent = i % 3 === 0 ? { ...body(unique("bot")), fax_number: "x" } : body(unique("person"));
      expect((await submitFrom(client, path, sent)).status).toBeLessThan(300);
    }

    const marker = unique("late");
    const refused = await submitFrom(client, path, body(marker));
    await expectError(refused, 429, "too_many_requests");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    expect((await listOf(await call(stored(marker), withToken(token)))).total).toBe(0);

    const other = await submitFrom(uniqueClient(), path, body(marker));
    expect(other.status).toBeLessThan(300);
    expect((await bodyOf(other)).success).toBe(true);
    expect((await listOf(await call(stored(marker), withToken(token)))).total).toBe(1);
  });
});

describe("limits per form", () => {
  it("counts each form on its own: a client at the contact limit can still subscribe", async () => {
    const client = uniqueClient();
    const contact = FORMS[0];
    for (let i = 0; i < contact.rule.limit; i += 1) await submitFrom(client, contact.path, contact.body(unique("c")));
    await expectError(await submitFrom(client, contact.path, contact.body(unique("c"))), 429, "too_many_requests");
    const newsletter = FORMS[2];
    expect((await submitFrom(client, newsletter.path, newsletter.body(unique("n")))).status).toBe(200);
  });

  it("does not count invalid bodies", async () => {
    const client = uniqueClient();
    const testimonial = FORMS[1];
    for (let i = 0; i < testimonial.rule.limit + 2; i += 1) {
      await expectError(await submitFrom(client, testimonial.path, { name: "" }), 400, "validation_failed");
    }
    expect((await submitFrom(client, testimonial.path, testimonial.body(unique("t")))).status).toBe(201);
  });
});
