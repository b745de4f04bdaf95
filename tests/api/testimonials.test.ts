import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  createdBy,
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
import { unique } from "../support/db";

const token = await adminToken();

const testimonial = (overrides: Record<string, unknown> = {}) => ({
  name: unique("Client"),
  content: "They were thorough and kind.",
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}) =>
  createdBy("/api/testimonials", testimonial(overrides), token);

/** A service or rating both the staff form and the public form refuse. */
const BAD_SERVICE_OR_RATING: [string, unknown][] = [
  // Not one of the firm's practice areas (defect 12).
  ["service", "Intellectual Property"],
  ["service", "Other"],
  ["rating", 0],
  ["rating", 6],
  ["rating", 4.5],
  ["rating", "abc"],
];

const byId = (id: number | string, asAdmin = false) => call(`/api/testimonials/${id}`, asAdmin ? withToken(token) : {});
const searchFor = (text: string, asAdmin = false) =>
  call(`/api/testimonials?search=${encodeURIComponent(text)}`, asAdmin ? withToken(token) : {});
/** A visitor's form: the publication consent ticked unless the body says otherwise. */
const submit = (body: Record<string, unknown>) =>
  submitFrom(uniqueClient(), "/api/testimonials/submit", { publishConsent: true, ...body });

describe("GET /api/testimonials", () => {
  it("lists approved testimonials as an array with X-Total-Count, newest first, paged", async () => {
    const marker = unique("paging");
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await create({ content: `${marker} #${i}`, status: "approved" }));
    const page1 = await listOf(await call(`/api/testimonials?search=${marker}&limit=2`));
    expect(page1.total).toBe(3);
    expect(page1.items.map((t) => t.id)).toEqual([made[2].id, made[1].id]);
    const page2 = await listOf(await call(`/api/testimonials?search=${marker}&limit=2&page=2`));
    expect(page2.items.map((t) => t.id)).toEqual([made[0].id]);
    expect(await listOf(await call(`/api/testimonials?search=${marker}&limit=2&page=9`))).toEqual({
      items: [],
      total: 3,
    });
    await expectError(await call("/api/testimonials?limit=101"), 400, "validation_failed");
  });

  it("searches name, service and content, ignoring case", async () => {
    const marker = unique("findme");
    const byName = await create({ name: `Zed ${marker}`, status: "approved" });
    const byContent = await create({ content: `Great ${marker.toUpperCase()} work`, status: "approved" });
    const ids = (await listOf(await searchFor(marker))).items.map((t) => t.id);
    expect(ids.sort()).toEqual([byName.id, byContent.id].sort());
    const ip = await create({ service: "Criminal Defense", status: "approved" });
    const byService = await listOf(await call("/api/testimonials?search=criminal%20defense&limit=100"));
    expect(byService.items.map((t) => t.id)).toContain(ip.id);
  });

  it("treats SQL-looking text as text, in search and in fields", async () => {
    const literal = await create({ name: `Bobby ${SQL_LIKE}`, content: "x'); DROP TABLE testimonials; --" });
    await create({ status: "approved" });
    const { items } = await listOf(await searchFor(SQL_LIKE, true));
    expect(items.map((t) => t.id)).toEqual([literal.id]);
    expect(await bodyOf(await byId(literal.id, true))).toMatchObject({
      name: `Bobby ${SQL_LIKE}`,
      content: "x'); DROP TABLE testimonials; --",
    });
    expect((await listOf(await call("/api/testimonials?limit=1"))).total).toBeGreaterThan(0);
  });
});

describe("visibility and moderation", () => {
  it("hides a pending testimonial until approved, hides it again when rejected, and 404s after delete", async () => {
    const pending = await create({ featured: true });
    expect(pending).toMatchObject({ status: "pending", featured: true });

    await expectError(await byId(pending.id), 404, "not_found");
    expect((await listOf(await searchFor(pending.name))).total).toBe(0);
    const featured = async (asAdmin = false) =>
      (await bodyOf(await call("/api/testimonials/featured", asAdmin ? withToken(token) : {}))).map(
        (t: { id: number }) => t.id,
      );
    expect(await featured()).not.toContain(pending.id);

    expect((await byId(pending.id, true)).status).toBe(200);
    expect((await listOf(await searchFor(pending.name, true))).total).toBe(1);
    expect(await featured(true)).toContain(pending.id);

    const approve = await send("PUT", `/api/testimonials/${pending.id}`, { status: "approved" }, token);
    expect(approve.status).toBe(200);
    expect(await bodyOf(approve)).toEqual({ ...pending, status: "approved", updatedAt: expect.any(String) });
    expect(await bodyOf(await byId(pending.id))).toMatchObject({ id: pending.id, status: "approved" });
    expect((await listOf(await searchFor(pending.name))).total).toBe(1);
    expect(await featured()).toContain(pending.id);

    await send("PUT", `/api/testimonials/${pending.id}`, { status: "rejected" }, token);
    await expectError(await byId(pending.id), 404, "not_found");

    const removed = await send("DELETE", `/api/testimonials/${pending.id}`, undefined, token);
    expect(removed.status).toBe(200);
    expect(await bodyOf(removed)).toEqual({ success: true });
    await expectError(await byId(pending.id, true), 404, "not_found");
    await expectError(await send("DELETE", `/api/testimonials/${pending.id}`, undefined, token), 404, "not_found");
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["999999", "0", "-1", "1.5", "abc", "1e3"]) {
      await expectError(await byId(id, true), 404, "not_found");
      await expectError(await send("PUT", `/api/testimonials/${id}`, { status: "approved" }, token), 404, "not_found");
      await expectError(await send("DELETE", `/api/testimonials/${id}`, undefined, token), 404, "not_found");
    }
  });
});

describe("the client's email", () => {
  it("is shown to staff and never to visitors, in reads, lists and featured lists", async () => {
    const email = `${unique("private")}@example.com`;
    const shown = await create({ email, status: "approved", featured: true });
    const { email: _, ...publicView } = shown;
    expect(await bodyOf(await byId(shown.id))).toEqual(publicView);
    const [listed] = (await listOf(await searchFor(shown.name))).items;
    expect(listed).toEqual(publicView);
    const featured = await bodyOf(await call("/api/testimonials/featured"));
    expect(featured.find((t: { id: number }) => t.id === shown.id)).toEqual(publicView);
    expect(JSON.stringify(featured)).not.toContain("@");
    expect((await bodyOf(await byId(shown.id, true))).email).toBe(email);
    expect((await listOf(await searchFor(shown.name, true))).items[0]?.email).toBe(email);
  });
});

describe("POST /api/testimonials (admin)", () => {
  it("stores every field and answers 201 with the stored object; rating defaults to 5", async () => {
    const created = await create({
      email: "client@example.com",
      service: "Family Law",
      rating: 4,
      status: "approved",
      featured: true,
    });
    expect(created).toMatchObject({
      email: "client@example.com",
      service: "Family Law",
      rating: 4,
      status: "approved",
      featured: true,
      dateSubmitted: expect.any(String),
    });
    expect(await bodyOf(await byId(created.id, true))).toEqual(created);
    expect(await create()).toMatchObject({ rating: 5, status: "pending", featured: false, email: null, service: null });
  });

  it("refuses every invalid field, naming it", async () => {
    const cases: [string, unknown][] = [
      ["name", undefined],
      ["name", ""],
      ["name", "n".repeat(101)],
      ["content", undefined],
      ["content", "c".repeat(2001)],
      ["email", "nope"],
      ["email", `${"e".repeat(250)}@x.com`],
      ["service", "Tax Law"],
      ...BAD_SERVICE_OR_RATING,
      ["rating", true],
      ["status", "published"],
      ["featured", "yes"],
    ];
    for (const [field, value] of cases) {
      await expectFieldError(await send("POST", "/api/testimonials", testimonial({ [field]: value }), token), field);
    }
  });
});

describe("PUT /api/testimonials/:id", () => {
  it("replaces the whole testimonial with a full body, keeping the date", async () => {
    const original = await create({ email: "a@example.com", service: "Family Law", rating: 2 });
    const body = testimonial({ rating: 5, status: "approved", featured: true });
    const response = await send("PUT", `/api/testimonials/${original.id}`, body, token);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({
      ...body,
      id: original.id,
      email: null,
      service: null,
      dateSubmitted: original.dateSubmitted,
    });
  });

  it("refuses an invalid status-only body and a partial body", async () => {
    const existing = await create();
    await expectFieldError(await send("PUT", `/api/testimonials/${existing.id}`, { status: "maybe" }, token), "status");
    const partial = await send(
      "PUT",
      `/api/testimonials/${existing.id}`,
      { status: "approved", featured: true },
      token,
    );
    await expectFieldError(partial, "name");
    expect(await bodyOf(await byId(existing.id, true))).toMatchObject({ status: "pending", featured: false });
  });
});

describe("POST /api/testimonials/submit (public)", () => {
  it("stores a visitor's testimonial pending and not featured, whatever the body says", async () => {
    const name = unique("Visitor");
    const response = await submit({
      name,
      content: "Wonderful.",
      rating: 3,
      status: "approved",
      featured: true,
      id: 1,
    });
    expect(response.status).toBe(201);
    const answer = await bodyOf(response);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    expect(await bodyOf(await byId(answer.id, true))).toMatchObject({
      name,
      rating: 3,
      status: "pending",
      featured: false,
    });
    await expectError(await byId(answer.id), 404, "not_found");
  });

  it("defaults the rating to 5 and takes a rating sent as text", async () => {
    const five = await bodyOf(await submit({ name: unique("V"), content: "c" }));
    expect((await bodyOf(await byId(five.id, true))).rating).toBe(5);
    const four = await bodyOf(await submit({ name: unique("V"), content: "c", rating: "4" }));
    expect((await bodyOf(await byId(four.id, true))).rating).toBe(4);
  });

  it("refuses every invalid field, naming it", async () => {
    const cases: [string, unknown][] = [
      ["name", undefined],
      ["name", "n".repeat(101)],
      ["content", "  "],
      ["content", "c".repeat(2001)],
      ["email", "not@valid"],
      ...BAD_SERVICE_OR_RATING,
      ["fax_number", "x".repeat(501)],
    ];
    for (const [field, value] of cases) {
      await expectFieldError(await submit(testimonial({ [field]: value })), field);
    }
  });

  it("discards a honeypot-filled body silently, with an answer shaped like a real one", async () => {
    const name = unique("Bot");
    const response = await submit({ name, content: "Buy now", fax_number: "555-0100" });
    expect(response.status).toBe(201);
    const answer = await bodyOf(response);
    expect(answer).toEqual({ success: true, id: expect.any(Number) });
    expect((await listOf(await searchFor(name, true))).total).toBe(0);
    await expectError(await byId(answer.id, true), 404, "not_found");
  });

  it("answers 415, 400 and 413 for a wrong type, bad JSON and an oversized body", async () => {
    const headers = { "CF-Connecting-IP": uniqueClient() };
    await expectJsonBodyRules("POST", "/api/testimonials/submit", headers, {
      notJson: { body: "name=x&content=y" },
      malformed: { body: "{nope" },
    });
    await expectError(await submit(testimonial({ content: "x".repeat(65 * 1024) })), 413, "payload_too_large");
  });
});

describe("admin routes without a valid token", () => {
  it("answer 401 and change nothing", async () => {
    const existing = await create();
    const calls = [
      ["POST", "/api/testimonials", testimonial()],
      ["PUT", `/api/testimonials/${existing.id}`, { status: "approved" }],
      ["PUT", `/api/testimonials/${existing.id}`, testimonial({ status: "approved" })],
      ["DELETE", `/api/testimonials/${existing.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      await expectError(await send(method, path, body), 401, "unauthorized");
      await expectError(await send(method, path, body, "not-a-real-token"), 401, "unauthorized");
    }
    expect(await bodyOf(await byId(existing.id, true))).toEqual(existing);
  });
});
