import { auditLog, newsletterSubscribers } from "@db/schema";
import { SUBSCRIBER_CSV_COLUMNS } from "@domain/constants";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  expectError,
  expectFieldError,
  listOf,
  send,
  submitFrom,
  uniqueClient,
  withToken,
} from "../support/api-calls";
import { testDb, unique } from "../support/db";
import { newsletterLinksOf, outboxFor } from "../support/email";

// The Subscribers screen's API: the list with its states, the CSV export, and remove (an erase).

const owner = await adminToken("owner");
const editor = await adminToken("editor");
const intake = await adminToken("intake");

const subscribe = (email: string) => submitFrom(uniqueClient(), "/api/newsletter/subscribe", { email });
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

/** Three addresses sharing a marker: one confirmed, one still to confirm, one unsubscribed (oldest first). */
async function threeStates() {
  const marker = unique("states");
  const [confirmed, pending, gone] = ["confirmed", "pending", "gone"].map((s) => `${s}-${marker}@example.com`) as [
    string,
    string,
    string,
  ];
  for (const email of [confirmed, pending, gone]) await subscribe(email);
  const confirm = await send("POST", "/api/newsletter/confirm", {
    token: tokenOf((await newsletterLinksOf(confirmed)).confirmUrl),
  });
  expect(confirm.status).toBe(200);
  await call(`/api/newsletter/unsubscribe?token=${tokenOf((await newsletterLinksOf(gone)).unsubscribeUrl)}`, {
    method: "POST",
  });
  return { marker, confirmed, pending, gone };
}

const list = (query: string, token = owner) => call(`/api/newsletter?${query}`, withToken(token));
const exported = (query: string, token = owner) => call(`/api/newsletter/export?${query}`, withToken(token));
const emailsOf = async (response: Response) => (await listOf(response)).items.map((s) => s.email);

describe("the Subscribers list", () => {
  it("shows each address with its status and sign-up, confirmation and unsubscribe dates, never its secret", async () => {
    const { marker, confirmed, pending, gone } = await threeStates();
    const { items, total } = await listOf(await list(`search=${marker}`));
    expect(total).toBe(3);
    expect(items.map((s) => s.email)).toEqual([gone, pending, confirmed]);
    const [unsubscribed, waiting, subscriber] = items;
    expect(subscriber).toMatchObject({ status: "subscribed", confirmedAt: expect.stringMatching(/^\d{4}-/) });
    expect(waiting).toMatchObject({ status: "subscribed", confirmedAt: null, unsubscribedAt: null });
    expect(unsubscribed).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.stringMatching(/^\d{4}-/) });
    for (const s of items) {
      expect(s.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(s).not.toHaveProperty("token");
    }
  });

  it("filters by state: confirmed, awaiting confirmation, unsubscribed", async () => {
    const { marker, confirmed, pending, gone } = await threeStates();
    expect(await emailsOf(await list(`search=${marker}&status=subscribed`))).toEqual([confirmed]);
    expect(await emailsOf(await list(`search=${marker}&status=pending`))).toEqual([pending]);
    expect(await emailsOf(await list(`search=${marker}&status=unsubscribed`))).toEqual([gone]);
    expect(await emailsOf(await list(`search=${marker}&status=all`))).toHaveLength(3);
    await expectFieldError(await list("status=bounced"), "status");
  });

  it("searches by any part of the address, ignoring case", async () => {
    const { marker, pending } = await threeStates();
    expect(await emailsOf(await list(`search=${encodeURIComponent(`PENDING-${marker.toUpperCase()}`)}`))).toEqual([
      pending,
    ]);
    expect((await listOf(await list(`search=${unique("nobody")}`))).total).toBe(0);
  });
});

describe("GET /api/newsletter/export", () => {
  it("answers a UTF-8 CSV with a byte-order mark, the columns in order and the list's filters", async () => {
    const { marker, confirmed, pending } = await threeStates();
    const response = await exported(`search=${marker}&status=pending`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(SUBSCRIBER_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${pending.replaceAll(".", "\\.")},Awaiting confirmation,\\d{4}-[^,]+,,$`));

    const all = (await (await exported(`search=${marker}`)).text()).split("\r\n");
    expect(all).toHaveLength(4);
    expect(all.find((line) => line.startsWith(confirmed))).toMatch(/,Confirmed,\d{4}-[^,]+,\d{4}-[^,]+,$/);
  });

  it("refuses bad filters with the list's field messages", async () => {
    await expectFieldError(await exported("status=bounced"), "status");
    await expectFieldError(await exported(`search=${"x".repeat(201)}`), "search");
  });
});

describe("DELETE /api/newsletter/:id (remove: an erase)", () => {
  it("deletes the address, its newsletter emails and the use of its links; the audit row keeps no address", async () => {
    const email = `${unique("erase")}@example.com`;
    await subscribe(email);
    const links = await newsletterLinksOf(email);
    const [subscriber] = (await listOf(await list(`search=${encodeURIComponent(email)}`))).items;
    const id = Number(subscriber?.id);
    expect(await outboxFor("subscriber", id)).toHaveLength(1);

    const response = await send("DELETE", `/api/newsletter/${id}`, undefined, owner);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });

    expect(await testDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id))).toEqual([]);
    expect(await outboxFor("subscriber", id)).toEqual([]);
    const unsubscribe = await call(`/api/newsletter/unsubscribe?token=${tokenOf(links.unsubscribeUrl)}`, {
      method: "POST",
    });
    await expectError(unsubscribe, 404, "not_found");
    await expectError(
      await send("POST", "/api/newsletter/confirm", { token: tokenOf(links.confirmUrl) }),
      404,
      "not_found",
    );

    const [audit] = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "subscriber"), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: "delete" });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain(tokenOf(links.confirmUrl));

    await expectError(await send("DELETE", `/api/newsletter/${id}`, undefined, owner), 404, "not_found");
  });

  it("lets the same address sign up again afresh, waiting for a new confirmation", async () => {
    const email = `${unique("again")}@example.com`;
    await subscribe(email);
    const [first] = (await listOf(await list(`search=${encodeURIComponent(email)}`))).items;
    await send("DELETE", `/api/newsletter/${first?.id}`, undefined, owner);
    await subscribe(email);
    const [again] = (await listOf(await list(`search=${encodeURIComponent(email)}`))).items;
    expect(again).toMatchObject({ email, status: "subscribed", confirmedAt: null });
    expect(again?.id).not.toBe(first?.id);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["424242", "0", "x"]) {
      await expectError(await send("DELETE", `/api/newsletter/${id}`, undefined, owner), 404, "not_found");
    }
  });
});

describe("who reaches the Subscribers screen's calls", () => {
  it("owners only: editors and intake get 403 and no token 401, and nothing changes", async () => {
    const email = `${unique("roles")}@example.com`;
    await subscribe(email);
    const [subscriber] = (await listOf(await list(`search=${encodeURIComponent(email)}`))).items;
    const calls = [
      ["GET", "/api/newsletter"],
      ["GET", "/api/newsletter/export"],
      ["DELETE", `/api/newsletter/${subscriber?.id}`],
    ] as const;
    for (const [method, path] of calls) {
      for (const staff of [editor, intake])
        await expectError(await send(method, path, undefined, staff), 403, "forbidden");
      await expectError(await send(method, path), 401, "unauthorized");
    }
    expect((await list("limit=1", owner)).status).toBe(200);
    expect((await exported("", owner)).status).toBe(200);
    expect(await emailsOf(await list(`search=${encodeURIComponent(email)}`))).toEqual([email]);
  });
});
