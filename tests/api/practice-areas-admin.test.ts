import type { PracticeArea } from "@domain/rows";
import { PRACTICE_AREA_LIMITS as L } from "@domain/schemas/practice-area";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { areaBody, call, createArea, expectError, list } from "../support/content";
import { unique } from "../support/db";

const token = await adminToken();

const post = (body: unknown) => call("/api/practice-areas", jsonInit("POST", body, token));
const put = (id: number, body: unknown) => call(`/api/practice-areas/${id}`, jsonInit("PUT", body, token));

async function expectFieldError(fields: Record<string, unknown>, field: string) {
  const body = await expectError(await post(areaBody(fields)), 400, "validation_failed");
  expect([...new Set(Object.keys(body.error.fields ?? {}).map((key) => key.split(".")[0]))]).toEqual([field]);
}

const full = {
  icon: "🏢",
  description: "Company law.",
  features: ["Formation", " Mergers ", "", "formation"],
  heroImage: "/images/practice-areas/corporate-law.svg",
  longDescription: "First paragraph.\n\nSecond paragraph.",
  services: ["Entity formation", "Due diligence"],
  scenarios: [{ title: "Acquisition", description: "We closed it." }],
  faqs: [{ question: "Do you take small clients?", answer: "Yes." }],
  status: "published",
  featured: true,
  casesHandled: "150",
  sortOrder: 2,
};

describe("POST /api/practice-areas", () => {
  it("answers 201 with the stored area and its detail content, no-store", async () => {
    const title = unique("Corporate Law");
    const response = await post({ title, ...full, id: 999, updatedAt: "2000-01-01" });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const stored = (await response.json()) as PracticeArea;
    expect(stored).toMatchObject({
      ...full,
      title,
      slug: title.toLowerCase().replace(" ", "-"),
      features: ["Formation", "Mergers"],
      casesHandled: 150,
    });
    expect(stored.id).not.toBe(999);
    expect(stored.updatedAt).not.toBe("2000-01-01");
  });

  it.each([
    ["title", { title: "" }],
    ["title", { title: "t".repeat(L.title + 1) }],
    ["slug", { slug: "Bad Slug" }],
    ["slug", { slug: "s".repeat(121) }],
    ["icon", { icon: "🏢".repeat(L.icon + 1) }],
    ["description", { description: undefined }],
    ["description", { description: "d".repeat(L.description + 1) }],
    ["features", { features: Array.from({ length: L.features + 1 }, (_, i) => `feature ${i}`) }],
    ["features", { features: ["f".repeat(L.feature + 1)] }],
    ["heroImage", { heroImage: "javascript:alert(1)" }],
    ["longDescription", { longDescription: "l".repeat(L.longDescription + 1) }],
    ["services", { services: Array.from({ length: L.services + 1 }, (_, i) => `service ${i}`) }],
    ["services", { services: ["s".repeat(301)] }],
    ["scenarios", { scenarios: [{ title: "No description" }] }],
    ["scenarios", { scenarios: Array.from({ length: L.scenarios + 1 }, () => ({ title: "t", description: "d" })) }],
    ["faqs", { faqs: [{ question: "q", answer: "a".repeat(2001) }] }],
    ["faqs", { faqs: Array.from({ length: L.faqs + 1 }, () => ({ question: "q", answer: "a" })) }],
    ["status", { status: "archived" }],
    ["featured", { featured: 1 }],
    ["casesHandled", { casesHandled: -1 }],
    ["casesHandled", { casesHandled: 2.5 }],
    ["casesHandled", { casesHandled: L.casesHandled + 1 }],
    ["sortOrder", { sortOrder: "first" }],
    ["sortOrder", { sortOrder: L.sortOrderMax + 1 }],
    ["sortOrder", { sortOrder: -1 }],
  ])("refuses a bad %s (%#) with a field message and stores nothing", async (field, fields) => {
    const marker = unique("refused");
    await expectFieldError({ description: marker, ...fields }, field);
    if (field !== "description") expect((await list(`/api/practice-areas?search=${marker}`, token)).total).toBe(0);
  });

  it("makes unique slugs from the title and refuses a taken one with 409 on slug", async () => {
    const title = unique("Family Law");
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createArea(token, { title })).slug);
    const base = title.toLowerCase().replace(" ", "-");
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);

    const conflict = await expectError(await post(areaBody({ slug: base })), 409, "conflict");
    expect(conflict.error.fields?.slug).toEqual([expect.any(String)]);
    const other = await createArea(token);
    const { id, ...body } = other;
    await expectError(await put(id, { ...body, slug: base }), 409, "conflict");
  });
});

describe("PUT and DELETE /api/practice-areas/{id}", () => {
  it("replaces the area with the full body; keeps the slug when none is given", async () => {
    const stored = await createArea(token, full);
    const { id, slug, ...rest } = stored;
    const response = await put(id, { ...rest, title: unique("Renamed"), faqs: [], featured: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, slug, faqs: [], featured: false, services: full.services });
    await expectError(await put(999_999, areaBody()), 404);
    await expectError(await call("/api/practice-areas/x", jsonInit("DELETE", undefined, token)), 404);
  });

  it("answers 401 to every write without a valid token, changing nothing", async () => {
    const stored = await createArea(token);
    const title = unique("Intruder");
    for (const auth of [undefined, "y".repeat(43)]) {
      const responses = await Promise.all([
        call("/api/practice-areas", jsonInit("POST", areaBody({ title }), auth)),
        call(`/api/practice-areas/${stored.id}`, jsonInit("PUT", areaBody({ title }), auth)),
        call(`/api/practice-areas/${stored.id}`, jsonInit("DELETE", undefined, auth)),
      ]);
      for (const response of responses) await expectError(response, 401, "unauthorized");
    }
    expect(await (await call(`/api/practice-areas/${stored.id}`)).json()).toEqual(stored);
    expect((await list(`/api/practice-areas?search=${title}`, token)).total).toBe(0);
  });

  it("answers 415, 400 and 413 to a wrong content type, malformed JSON and a body over 64 KB", async () => {
    const init = jsonInit("POST", areaBody(), token);
    const plain = { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" } };
    await expectError(await call("/api/practice-areas", plain), 415, "unsupported_media_type");
    await expectError(await call("/api/practice-areas", { ...init, body: "{nope" }), 400, "invalid_json");
    await expectError(await post(areaBody({ longDescription: "x".repeat(70_000) })), 413, "payload_too_large");
  });

  it("stores SQL-looking text literally and searches it harmlessly", async () => {
    const marker = unique("sql");
    const title = `${marker} ' OR 1=1 --`;
    const description = `"; DROP TABLE practice_areas; -- 100% of_it`;
    const stored = await createArea(token, { title, description });
    expect(stored).toMatchObject({ title, description });
    for (const search of ["' OR 1=1 --", "DROP TABLE practice_areas", "%", "_"]) {
      const { items } = await list(`/api/practice-areas?search=${encodeURIComponent(search)}`);
      expect(items.map((item) => item.id)).toContain(stored.id);
      for (const item of items as PracticeArea[]) expect(`${item.title} ${item.description}`).toContain(search);
    }
    expect((await list(`/api/practice-areas?search=${marker}`)).total).toBe(1);
  });
});
