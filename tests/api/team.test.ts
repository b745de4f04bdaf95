import { blogPosts } from "@db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import {
  bodyOf,
  call,
  createdBy,
  expectError,
  expectJsonBodyRules,
  listOf,
  SQL_LIKE,
  send,
  withToken,
} from "../support/api-calls";
import { testDb, unique } from "../support/db";

const token = await adminToken();

/** A valid profile body with a unique name. */
const member = (overrides: Record<string, unknown> = {}) => ({
  name: `Avery ${unique("Quill").replaceAll("-", "")}`,
  role: "Partner",
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}) => createdBy("/api/team", member(overrides), token);

const byId = (id: string, asAdmin = false) => call(`/api/team/${id}`, asAdmin ? withToken(token) : {});

describe("POST /api/team under a race", () => {
  it("creates every one of a dozen same-named profiles sent at once, each with an id of its own", async () => {
    const name = `Riley ${unique("Race").replaceAll("-", "")}`;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => send("POST", "/api/team", member({ name }), token)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
    const ids = await Promise.all(responses.map(async (r) => (await bodyOf(r)).id));
    expect(new Set(ids).size).toBe(12);
  });
});

describe("GET /api/team", () => {
  it("lists active members as a plain array with X-Total-Count, paged, in sort order", async () => {
    const marker = unique("pager").replaceAll("-", "");
    for (const [i, first] of ["Carol", "Alice", "Bruno"].entries()) {
      await create({ name: `${first} ${marker}`, sortOrder: i === 0 ? 0 : 5 });
    }
    const page1 = await listOf(await call(`/api/team?search=${marker}&limit=2`));
    expect(page1.total).toBe(3);
    expect(page1.items.map((m) => m.name)).toEqual([`Carol ${marker}`, `Alice ${marker}`]);
    const page2 = await listOf(await call(`/api/team?search=${marker}&limit=2&page=2`));
    expect(page2.items.map((m) => m.name)).toEqual([`Bruno ${marker}`]);
    const past = await listOf(await call(`/api/team?search=${marker}&limit=2&page=3`));
    expect(past).toEqual({ items: [], total: 3 });
  });

  it("defaults to 10 a page and refuses a limit over 100 or a page below 1", async () => {
    for (let i = 0; i < 11; i += 1) await create();
    const { items, total } = await listOf(await call("/api/team"));
    expect(items).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(11);
    expect((await listOf(await call("/api/team?limit=100"))).items.length).toBe(Math.min(total, 100));
    await expectError(await call("/api/team?limit=101"), 400, "validation_failed");
    await expectError(await call("/api/team?page=0"), 400, "validation_failed");
    await expectError(await call("/api/team?limit=abc"), 400, "validation_failed");
    const longSearch = await expectError(await call(`/api/team?search=${"s".repeat(201)}`), 400, "validation_failed");
    expect(Object.keys(longSearch.fields ?? {})).toEqual(["search"]);
  });

  it("searches name, role and department, ignoring case", async () => {
    const marker = unique("needle").replaceAll("-", "");
    const named = await create({ name: `Nora ${marker}` });
    expect((await listOf(await call(`/api/team?search=${marker.toUpperCase()}`))).items.map((m) => m.id)).toEqual([
      named.id,
    ]);
    const counsel = await create({ role: "Of Counsel", department: "Tax Law" });
    const byRole = await listOf(await call("/api/team?search=of%20counsel&limit=100"));
    expect(byRole.items.map((m) => m.id)).toContain(counsel.id);
    expect(byRole.items.every((m) => `${m.name} ${m.role} ${m.department}`.toLowerCase().includes("of counsel"))).toBe(
      true,
    );
    const byDepartment = await listOf(await call("/api/team?search=TAX%20LAW&limit=100"));
    expect(byDepartment.items.map((m) => m.id)).toContain(counsel.id);
  });

  it("filters by department, and refuses a department not on the list", async () => {
    const litigator = await create({ department: "Litigation" });
    await create({ department: "Family Law" });
    const { items } = await listOf(await call("/api/team?department=Litigation&limit=100"));
    expect(items.map((m) => m.id)).toContain(litigator.id);
    expect(items.every((m) => m.department === "Litigation")).toBe(true);
    const all = await listOf(await call("/api/team?department=all&limit=1"));
    expect(all.total).toBe((await listOf(await call("/api/team?limit=1"))).total);
    const error = await expectError(await call("/api/team?department=Astrology"), 400, "validation_failed");
    expect(Object.keys(error.fields ?? {})).toContain("department");
  });

  it("treats SQL-looking search text as text", async () => {
    const literal = await create({ name: `Sean O'Reilly ${SQL_LIKE}` });
    const { items, total } = await listOf(await call(`/api/team?search=${encodeURIComponent(SQL_LIKE)}`));
    expect(items.map((m) => m.id)).toEqual([literal.id]);
    expect(total).toBe(1);
    expect((await bodyOf(await byId(literal.id))).name).toBe(`Sean O'Reilly ${SQL_LIKE}`);
    expect((await listOf(await call("/api/team?search=%25"))).total).toBe(0);
  });
});

describe("visibility", () => {
  it("hides an inactive member from visitors (404, absent from lists) and shows it with a token", async () => {
    const hidden = await create({ status: "inactive", featured: true });
    const search = `/api/team?search=${encodeURIComponent(hidden.name)}`;

    await expectError(await byId(hidden.id), 404, "not_found");
    expect((await listOf(await call(search))).total).toBe(0);
    expect((await bodyOf(await call("/api/team/featured"))).map((m: { id: string }) => m.id)).not.toContain(hidden.id);

    const adminRead = await byId(hidden.id, true);
    expect(adminRead.status).toBe(200);
    expect(adminRead.headers.get("Cache-Control")).toBe("no-store");
    expect((await listOf(await call(search, withToken(token)))).total).toBe(1);
    const featured = await bodyOf(await call("/api/team/featured", withToken(token)));
    expect(featured.map((m: { id: string }) => m.id)).toContain(hidden.id);

    await send("PUT", `/api/team/${hidden.id}`, member({ name: hidden.name, status: "active" }), token);
    expect((await byId(hidden.id)).status).toBe(200);
    expect((await listOf(await call(search))).total).toBe(1);
  });

  it("lists featured active members as an array", async () => {
    const star = await create({ featured: true });
    await create({ featured: false });
    const featured = await bodyOf(await call("/api/team/featured"));
    expect(Array.isArray(featured)).toBe(true);
    expect(featured.map((m: { id: string }) => m.id)).toContain(star.id);
    expect(featured.every((m: { featured: boolean; status: string }) => m.featured && m.status === "active")).toBe(
      true,
    );
  });
});

describe("POST /api/team", () => {
  it("stores the profile and answers 201 with it, defaults filled", async () => {
    const created = await create({ name: "Imogen Vale" });
    expect(created).toMatchObject({
      id: "imogen-vale",
      name: "Imogen Vale",
      role: "Partner",
      department: null,
      email: null,
      phone: null,
      bio: null,
      image: null,
      specialties: [],
      education: [],
      recentCases: [],
      status: "active",
      featured: false,
      sortOrder: expect.any(Number), // after everyone listed: tests/api/team-order.test.ts
      joinDate: null,
    });
    expect(await bodyOf(await byId("imogen-vale"))).toEqual(created);
  });

  it("keeps every profile field of SPEC §3", async () => {
    const profile = {
      name: "Hugo Brandt",
      role: "Senior Associate",
      department: "Intellectual Property",
      email: "hugo.brandt@example.com",
      phone: "(555) 000-1111",
      bio: "Short bio.",
      fullBio: "First paragraph.\n\nSecond paragraph.",
      image: "/media/team/hugo.png",
      office: "Suite 400",
      specialties: ["Patents", "Trademarks"],
      education: [{ degree: "J.D.", school: "Yale Law School", year: "2010", honors: "Order of the Coif" }],
      barAdmissions: ["New York"],
      awards: ["Rising Star 2020"],
      recentCases: [{ title: "A patent win", description: "Won it." }],
      publications: ["On Patents (2021)"],
      status: "active",
      featured: true,
      sortOrder: 3,
      joinDate: "2024-02-29",
    };
    const created = await create(profile);
    expect(created).toMatchObject({ ...profile, id: "hugo-brandt" });
  });

  it("makes the id a first-last slug of the name, unique with -2, -3", async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create({ name: "Dr. Jane Q. Public, Esq." })).id);
    expect(ids).toEqual(["jane-public", "jane-public-2", "jane-public-3"]);
  });

  it("refuses every invalid field, naming it", async () => {
    const cases: [string, unknown][] = [
      ["name", undefined],
      ["name", "   "],
      ["name", "n".repeat(101)],
      ["role", undefined],
      ["role", "Chief Wizard"],
      ["department", "Astrology"],
      ["email", "not-an-email"],
      ["email", `${"e".repeat(250)}@x.com`],
      ["phone", "5".repeat(41)],
      ["bio", "b".repeat(1001)],
      ["fullBio", "f".repeat(10_001)],
      ["image", "javascript:alert(1)"],
      ["image", "//evil.example/x.png"],
      ["image", `/media/${"i".repeat(500)}`],
      ["office", "o".repeat(201)],
      ["specialties", ["s".repeat(301)]],
      ["specialties", Array.from({ length: 51 }, (_, i) => `s${i}`)],
      ["specialties", "Patents"],
      ["education", [{ degree: "J.D." }]],
      ["education", Array.from({ length: 21 }, () => ({ degree: "J.D.", school: "X" }))],
      ["barAdmissions", ["b".repeat(301)]],
      ["awards", [""]],
      ["recentCases", [{ title: "t".repeat(201), description: "d" }]],
      ["recentCases", Array.from({ length: 21 }, () => ({ title: "t", description: "d" }))],
      ["publications", [42]],
      ["status", "retired"],
      ["featured", "yes"],
      ["sortOrder", -1],
      ["sortOrder", 1.5],
      ["sortOrder", 10_000],
      ["joinDate", "2023-02-29"],
      ["joinDate", "2024-13-01"],
      ["joinDate", "yesterday"],
    ];
    for (const [field, value] of cases) {
      const response = await send("POST", "/api/team", member({ [field]: value }), token);
      const error = await expectError(response, 400, "validation_failed");
      const names = Object.keys(error.fields ?? {});
      expect(
        names.some((n) => n === field || n.startsWith(`${field}.`)),
        `${field}=${JSON.stringify(value)}`,
      ).toBe(true);
    }
  });

  it("answers 415, 400 and 413 for a wrong type, bad JSON and an oversized body", async () => {
    const headers = { authorization: `Bearer ${token}` };
    await expectJsonBodyRules("POST", "/api/team", headers, {
      notJson: { body: "name=x" },
      malformed: { body: '{"name": ' },
    });
    const huge = await send("POST", "/api/team", member({ fullBio: "x".repeat(65 * 1024) }), token);
    await expectError(huge, 413, "payload_too_large");
  });
});

describe("PUT /api/team/:id", () => {
  it("replaces the profile and keeps the id when the name changes", async () => {
    const original = await create({ name: "Petra Lund", phone: "555", department: "Tax Law" });
    const response = await send("PUT", `/api/team/${original.id}`, member({ name: "Petra Lund-Ekberg" }), token);
    expect(response.status).toBe(200);
    const updated = await bodyOf(response);
    expect(updated).toMatchObject({ id: "petra-lund", name: "Petra Lund-Ekberg", phone: null, department: null });
    expect((await bodyOf(await byId("petra-lund"))).name).toBe("Petra Lund-Ekberg");
  });

  it("answers 404 for an unknown id and 400 for an invalid body", async () => {
    await expectError(await send("PUT", "/api/team/nobody-here", member(), token), 404, "not_found");
    const existing = await create();
    await expectError(await send("PUT", `/api/team/${existing.id}`, { name: "x" }, token), 400, "validation_failed");
  });
});

describe("DELETE /api/team/:id", () => {
  it("deletes the profile; the author's posts keep the name and lose the link", async () => {
    const author = await create({ name: "Wendell Fry" });
    const db = testDb();
    const [post] = await db
      .insert(blogPosts)
      .values({ title: "t", slug: unique("post"), author: author.name, authorId: author.id, content: "c" })
      .returning();
    const response = await send("DELETE", `/api/team/${author.id}`, undefined, token);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ success: true });
    await expectError(await byId(author.id, true), 404, "not_found");
    const [after] = await db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, post?.id ?? 0));
    expect(after).toMatchObject({ author: "Wendell Fry", authorId: null });
    await expectError(await send("DELETE", `/api/team/${author.id}`, undefined, token), 404, "not_found");
  });
});

describe("admin routes without a valid token", () => {
  it("answer 401 for a missing or garbage token and change nothing", async () => {
    const existing = await create();
    const calls = [
      ["POST", "/api/team", member()],
      ["PUT", `/api/team/${existing.id}`, member({ name: "Changed Name" })],
      ["DELETE", `/api/team/${existing.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      await expectError(await send(method, path, body), 401, "unauthorized");
      await expectError(await send(method, path, body, "garbage-token"), 401, "unauthorized");
    }
    expect((await bodyOf(await byId(existing.id))).name).toBe(existing.name);
  });
});
