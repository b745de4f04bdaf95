import { markRetained } from "@worker/data/contacts";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  expectError,
  expectFieldError,
  expectJsonBodyRules,
  listOf,
  SQL_LIKE,
  send,
  submitFrom,
  uniqueClient,
  withToken,
} from "../support/api-calls";
import { createArea } from "../support/content";
import { testDb, unique } from "../support/db";

const token = await adminToken();
// The enquiry may name any published practice area (and "Other"): Family Law is one here.
await createArea(token, { title: "Family Law" });

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Enquirer"),
  email: `${unique("e")}@example.com`,
  subject: "A question about my lease",
  message: "Can you help?",
  consent: true,
  ...overrides,
});

const submit = (body: unknown) => submitFrom(uniqueClient(), "/api/contacts/submit", body);

/** Submits an enquiry and reads it back as staff. */
async function received(overrides: Record<string, unknown> = {}) {
  const response = await submit(enquiry(overrides));
  expect(response.status).toBe(201);
  const { id } = await bodyOf(response);
  return bodyOf(await call(`/api/contacts/${id}`, withToken(token)));
}

const list = (query: string) => call(`/api/contacts?${query}`, withToken(token));

describe("POST /api/contacts/submit (public)", () => {
  it("stores the enquiry unread, whatever the body says, and answers 201 { success, id }", async () => {
    const body = enquiry({ phone: "555-0101", practiceArea: "Family Law", status: "handled", id: 1 });
    const response = await submit(body);
    expect(response.status).toBe(201);
    const answer = await bodyOf(response);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    const stored = await bodyOf(await call(`/api/contacts/${answer.id}`, withToken(token)));
    expect(stored).toMatchObject({
      id: answer.id,
      name: body.name,
      email: body.email,
      phone: "555-0101",
      subject: body.subject,
      message: body.message,
      practiceArea: "Family Law",
      status: "unread",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(stored.date).toBe(stored.createdAt.slice(0, 10));
  });

  it("refuses every invalid field, naming it", async () => {
    const cases: [string, unknown][] = [
      ["name", undefined],
      ["name", "n".repeat(101)],
      ["email", undefined],
      ["email", "nope"],
      ["email", `${"e".repeat(250)}@x.com`],
      ["phone", "5".repeat(41)],
      ["subject", ""],
      ["subject", "s".repeat(201)],
      ["message", undefined],
      ["message", "m".repeat(5001)],
      ["practiceArea", "Tax Law"],
      ["fax_number", "x".repeat(501)],
    ];
    for (const [field, value] of cases) {
      await expectFieldError(await submit(enquiry({ [field]: value })), field);
    }
  });

  it("discards a honeypot-filled body silently, with an answer shaped like a real one", async () => {
    const body = enquiry({ fax_number: "filled" });
    const response = await submit(body);
    expect(response.status).toBe(201);
    const answer = await bodyOf(response);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    expect((await listOf(await list(`search=${body.name}`))).total).toBe(0);
    await expectError(await call(`/api/contacts/${answer.id}`, withToken(token)), 404, "not_found");
  });

  it("answers 415, 400 and 413 for a wrong type, bad JSON and an oversized body", async () => {
    const headers = { "CF-Connecting-IP": uniqueClient() };
    await expectJsonBodyRules("POST", "/api/contacts/submit", headers, {
      notJson: { body: "x" },
      malformed: { contentType: "application/json; charset=utf-8", body: "[1," },
    });
    await expectError(await submit(enquiry({ message: "m".repeat(65 * 1024) })), 413, "payload_too_large");
  });
});

describe("GET /api/contacts (admin)", () => {
  it("lists newest first with X-Total-Count and pages past the end to []", async () => {
    const marker = unique("lease");
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await received({ subject: `${marker} ${i}` })).id);
    const page1 = await listOf(await list(`search=${marker}&limit=2`));
    expect(page1.total).toBe(3);
    expect(page1.items.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect((await listOf(await list(`search=${marker}&limit=2&page=2`))).items.map((c) => c.id)).toEqual([ids[0]]);
    expect(await listOf(await list(`search=${marker}&limit=2&page=3`))).toEqual({ items: [], total: 3 });
    expect((await listOf(await list(""))).items.length).toBeLessThanOrEqual(10);
  });

  it("searches name, email and subject ignoring case, but not the message", async () => {
    const marker = unique("Zq").toLowerCase();
    const byName = await received({ name: `Ann ${marker}` });
    const byEmail = await received({ email: `${marker}@example.com` });
    const bySubject = await received({ subject: `About ${marker}` });
    await received({ message: `Only in the message: ${marker}` });
    const { items } = await listOf(await list(`search=${marker.toUpperCase()}`));
    expect(items.map((c) => c.id).sort()).toEqual([byName.id, byEmail.id, bySubject.id].sort());
  });

  it("filters by status, treats 'all' as no filter, and refuses an unknown status", async () => {
    const marker = unique("status");
    const handled = await received({ subject: marker });
    await send("PUT", `/api/contacts/${handled.id}`, { status: "handled" }, token);
    await received({ subject: marker });
    const onlyHandled = await listOf(await list(`search=${marker}&status=handled`));
    expect(onlyHandled.items.map((c) => c.id)).toEqual([handled.id]);
    expect((await listOf(await list(`search=${marker}&status=unread`))).total).toBe(1);
    expect((await listOf(await list(`search=${marker}&status=all`))).total).toBe(2);
    await expectFieldError(await list("status=archived"), "status");
  });

  it("lists a retained enquiry under Retained only, and keeps the time of its first signing", async () => {
    const marker = unique("retained");
    const signed = await received({ subject: marker });
    await send("PUT", `/api/contacts/${signed.id}`, { status: "handled" }, token);
    const open = await received({ subject: marker });
    await send("PUT", `/api/contacts/${open.id}`, { status: "handled" }, token);
    const at = new Date("2026-11-29T10:00:00.000Z");
    expect(await markRetained(testDb(), signed.id, at)).toBe(true);
    // A second signing changes nothing.
    expect(await markRetained(testDb(), signed.id, new Date("2026-12-01T00:00:00.000Z"))).toBe(false);

    const retained = await listOf(await list(`search=${marker}&status=retained`));
    expect(retained.items.map((c) => [c.id, c.retainedAt])).toEqual([[signed.id, at.toISOString()]]);
    expect(retained.total).toBe(1);
    expect((await listOf(await list(`search=${marker}&status=handled`))).items.map((c) => c.id)).toEqual([open.id]);
    expect((await listOf(await list(`search=${marker}&status=all`))).total).toBe(2);
  });

  it("treats SQL-looking text as text, in search and in fields", async () => {
    const stored = await received({ name: `Robert'); DROP TABLE contacts;--`, subject: SQL_LIKE });
    expect(stored).toMatchObject({ name: `Robert'); DROP TABLE contacts;--`, subject: SQL_LIKE });
    const { items } = await listOf(await list(`search=${encodeURIComponent(SQL_LIKE)}`));
    expect(items.map((c) => c.id)).toEqual([stored.id]);
    expect((await listOf(await list("search=%25"))).total).toBe(0);
  });
});

describe("PUT /api/contacts/:id (admin)", () => {
  it("changes only the status with a status-only body, in any order", async () => {
    const contact = await received();
    for (const status of ["handled", "unread", "responded"]) {
      const response = await send("PUT", `/api/contacts/${contact.id}`, { status }, token);
      expect(response.status).toBe(200);
      expect(await bodyOf(response)).toEqual({ ...contact, status, updatedAt: expect.any(String) });
    }
  });

  it("replaces the fields with a full body; a status left out stays", async () => {
    const contact = await received({ phone: "555", practiceArea: "Other" });
    await send("PUT", `/api/contacts/${contact.id}`, { status: "responded" }, token);
    const { consent: _visitorsOnly, ...body } = enquiry({ subject: "Corrected subject" });
    const response = await send("PUT", `/api/contacts/${contact.id}`, body, token);
    expect(await bodyOf(response)).toMatchObject({
      ...body,
      id: contact.id,
      phone: null,
      practiceArea: null,
      status: "responded",
      createdAt: contact.createdAt,
    });
    const handled = await send("PUT", `/api/contacts/${contact.id}`, { ...body, status: "handled" }, token);
    expect((await bodyOf(handled)).status).toBe("handled");
  });

  it("refuses invalid bodies, naming the field, and changes nothing", async () => {
    const contact = await received();
    await expectFieldError(await send("PUT", `/api/contacts/${contact.id}`, { status: "done" }, token), "status");
    await expectFieldError(
      await send("PUT", `/api/contacts/${contact.id}`, { status: "handled", name: "" }, token),
      "name",
    );
    await expectFieldError(await send("PUT", `/api/contacts/${contact.id}`, enquiry({ email: "bad" }), token), "email");
    expect(await bodyOf(await call(`/api/contacts/${contact.id}`, withToken(token)))).toEqual(contact);
  });
});

describe("unknown ids and DELETE", () => {
  it("deletes a contact, then answers 404 for it", async () => {
    const contact = await received();
    const response = await send("DELETE", `/api/contacts/${contact.id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });
    await expectError(await call(`/api/contacts/${contact.id}`, withToken(token)), 404, "not_found");
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["987654", "0", "abc", "2.5"]) {
      await expectError(await call(`/api/contacts/${id}`, withToken(token)), 404, "not_found");
      await expectError(await send("PUT", `/api/contacts/${id}`, { status: "handled" }, token), 404, "not_found");
      await expectError(await send("DELETE", `/api/contacts/${id}`, undefined, token), 404, "not_found");
    }
  });
});

describe("admin routes without a valid token", () => {
  it("answer 401, reveal nothing and change nothing", async () => {
    const contact = await received();
    const calls = [
      ["GET", "/api/contacts", undefined],
      ["GET", `/api/contacts/${contact.id}`, undefined],
      ["PUT", `/api/contacts/${contact.id}`, { status: "handled" }],
      ["DELETE", `/api/contacts/${contact.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const error = await expectError(await send(method, path, body), 401, "unauthorized");
      expect(JSON.stringify(error)).not.toContain(contact.email);
      await expectError(await send(method, path, body, "forged"), 401, "unauthorized");
    }
    expect(await bodyOf(await call(`/api/contacts/${contact.id}`, withToken(token)))).toEqual(contact);
  });

  it("sends admin answers with Cache-Control: no-store", async () => {
    expect((await list("")).headers.get("Cache-Control")).toBe("no-store");
  });
});
