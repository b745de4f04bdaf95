import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  expectError,
  expectFieldError,
  expectJsonBodyRules,
  listOf,
  send,
  submitFrom,
  uniqueClient,
  withToken,
} from "../support/api-calls";
import { unique } from "../support/db";
import { newsletterLinksOf } from "../support/email";

const token = await adminToken();

const address = () => `${unique("reader")}@example.com`;
const subscribe = (body: unknown, client = uniqueClient()) => submitFrom(client, "/api/newsletter/subscribe", body);
const subscribers = (query: string) => call(`/api/newsletter?${query}`, withToken(token));

/** Follows the confirm link the address was emailed. */
async function confirmFromEmail(email: string) {
  const token = new URL((await newsletterLinksOf(email)).confirmUrl).searchParams.get("token");
  expect((await send("POST", "/api/newsletter/confirm", { token })).status).toBe(200);
}

async function subscriberFor(email: string) {
  const { items } = await listOf(await subscribers(`search=${encodeURIComponent(email)}`));
  return items;
}

describe("POST /api/newsletter/subscribe (public)", () => {
  it("subscribes an address, lower-cased, and answers 200 { success: true }", async () => {
    const email = address();
    const response = await subscribe({ email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });
    expect(await subscriberFor(email)).toEqual([
      expect.objectContaining({ email, status: "subscribed", unsubscribedAt: null }),
    ]);
  });

  it("gives a repeated address the same answer and adds no row", async () => {
    const email = address();
    const first = await subscribe({ email });
    const again = await subscribe({ email: ` ${email.toUpperCase()} ` });
    expect(again.status).toBe(first.status);
    expect(await bodyOf(again)).toEqual(await bodyOf(first));
    expect(await subscriberFor(email)).toHaveLength(1);
  });

  it("refuses a missing, invalid or overlong email, naming the field", async () => {
    for (const email of [undefined, "", "not-an-email", `${"x".repeat(250)}@example.com`, 42]) {
      await expectFieldError(await subscribe({ email }), "email");
    }
  });

  it("discards a honeypot-filled body with the same answer as a real one", async () => {
    const email = address();
    const response = await subscribe({ email, fax_number: "bot" });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });
    expect(await subscriberFor(email)).toHaveLength(0);
  });

  it("answers 415, 400 and 413 for a wrong type, bad JSON and an oversized body", async () => {
    const headers = { "CF-Connecting-IP": uniqueClient() };
    await expectJsonBodyRules("POST", "/api/newsletter/subscribe", headers, {
      notJson: { contentType: "application/x-www-form-urlencoded", body: "email=a%40b.co" },
      malformed: { body: "email" },
    });
    await expectError(await subscribe({ email: address(), pad: "p".repeat(65 * 1024) }), 413, "payload_too_large");
  });
});

describe("GET /api/newsletter (admin)", () => {
  it("lists subscribers newest first, paged, with X-Total-Count and a status filter", async () => {
    const marker = unique("list");
    const emails = [`a-${marker}@example.com`, `b-${marker}@example.com`, `c-${marker}@example.com`];
    for (const email of emails) await subscribe({ email });
    const page1 = await listOf(await subscribers(`search=${marker}&limit=2`));
    expect(page1.total).toBe(3);
    expect(page1.items.map((s) => s.email)).toEqual([emails[2], emails[1]]);
    expect(await listOf(await subscribers(`search=${marker}&limit=2&page=5`))).toEqual({ items: [], total: 3 });

    const [first] = await subscriberFor(emails[0] as string);
    await send("POST", `/api/newsletter/${first?.id}/unsubscribe`, undefined, token);
    const gone = await listOf(await subscribers(`search=${marker}&status=unsubscribed`));
    expect(gone.items.map((s) => s.email)).toEqual([emails[0]]);
    // Only confirmed addresses are subscribers (double opt-in).
    expect((await listOf(await subscribers(`search=${marker}&status=subscribed`))).total).toBe(0);
    for (const email of emails.slice(1)) await confirmFromEmail(email as string);
    expect((await listOf(await subscribers(`search=${marker}&status=subscribed`))).total).toBe(2);
    await expectFieldError(await subscribers("status=bounced"), "status");
    await expectError(await subscribers("limit=500"), 400, "validation_failed");
  });

  it("treats SQL-looking search text as text", async () => {
    await subscribe({ email: address() });
    expect((await listOf(await subscribers(`search=${encodeURIComponent("' OR 1=1 --")}`))).total).toBe(0);
    expect((await listOf(await subscribers("search=_"))).total).toBe(0);
  });
});

describe("POST /api/newsletter/:id/unsubscribe (admin)", () => {
  it("marks the subscriber unsubscribed and keeps the row; subscribing again revives it", async () => {
    const email = address();
    await subscribe({ email });
    const [subscriber] = await subscriberFor(email);
    const response = await send("POST", `/api/newsletter/${subscriber?.id}/unsubscribe`, undefined, token);
    expect(response.status).toBe(200);
    const unsubscribed = await bodyOf(response);
    expect(unsubscribed).toMatchObject({ id: subscriber?.id, email, status: "unsubscribed" });
    expect(unsubscribed.unsubscribedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const twice = await bodyOf(await send("POST", `/api/newsletter/${subscriber?.id}/unsubscribe`, undefined, token));
    expect(twice.unsubscribedAt).toBe(unsubscribed.unsubscribedAt);
    expect(await subscriberFor(email)).toEqual([expect.objectContaining({ status: "unsubscribed" })]);

    await subscribe({ email });
    expect(await subscriberFor(email)).toEqual([
      expect.objectContaining({ id: subscriber?.id, status: "subscribed", unsubscribedAt: null }),
    ]);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["424242", "0", "x"]) {
      await expectError(await send("POST", `/api/newsletter/${id}/unsubscribe`, undefined, token), 404, "not_found");
    }
  });
});

describe("admin routes without a valid token", () => {
  it("answer 401 and change nothing", async () => {
    const email = address();
    await subscribe({ email });
    const [subscriber] = await subscriberFor(email);
    for (const [method, path] of [
      ["GET", "/api/newsletter"],
      ["POST", `/api/newsletter/${subscriber?.id}/unsubscribe`],
    ] as const) {
      await expectError(await send(method, path), 401, "unauthorized");
      await expectError(await send(method, path, undefined, "nope"), 401, "unauthorized");
    }
    expect(await subscriberFor(email)).toEqual([expect.objectContaining({ status: "subscribed" })]);
  });
});
