import type { PracticeArea } from "@domain/rows";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createArea, expectError, idsOf, list } from "../support/content";
import { unique } from "../support/db";

const token = await adminToken();

describe("GET /api/practice-areas", () => {
  it("pages a plain array in sort order with X-Total-Count; a page past the end is []", async () => {
    const marker = unique("paging");
    const created: PracticeArea[] = [];
    for (const sortOrder of [3, 1, 2, 5, 4]) created.push(await createArea(token, { description: marker, sortOrder }));
    const inOrder = [...created].sort((a, b) => a.sortOrder - b.sortOrder).map((area) => area.id);

    const first = await list(`/api/practice-areas?search=${marker}&limit=2`);
    expect(first.total).toBe(5);
    expect(idsOf(first.items)).toEqual(inOrder.slice(0, 2));
    expect(idsOf((await list(`/api/practice-areas?search=${marker}&limit=2&page=3`)).items)).toEqual(inOrder.slice(4));
    expect(await list(`/api/practice-areas?search=${marker}&limit=2&page=4`)).toEqual({ items: [], total: 5 });
    expect((await list(`/api/practice-areas?search=${marker}`)).items[0]).toMatchObject({
      id: inOrder[0],
      slug: expect.any(String),
      title: expect.any(String),
      icon: "⚖️",
      description: marker,
      features: [],
      heroImage: null,
      longDescription: "",
      services: [],
      scenarios: [],
      faqs: [],
      status: "published",
      featured: false,
      casesHandled: 0,
      sortOrder: 1,
    });
    await expectError(await call("/api/practice-areas?limit=101"), 400, "validation_failed");
  });

  it("searches title and description ignoring case, not the other fields", async () => {
    const word = unique("Maritime");
    const inTitle = await createArea(token, { title: `${word} Law` });
    const inDescription = await createArea(token, { description: `Ships and ${word.toLowerCase()} claims.` });
    await createArea(token, { longDescription: word, features: [word] });
    for (const search of [word, word.toUpperCase()]) {
      const { items, total } = await list(`/api/practice-areas?search=${encodeURIComponent(search)}`);
      expect(new Set(idsOf(items))).toEqual(new Set([inTitle.id, inDescription.id]));
      expect(total).toBe(2);
    }
  });
});

describe("GET /api/practice-areas/featured, /slug/{slug}, /{id}", () => {
  it("lists published featured areas as an array", async () => {
    const featured = await createArea(token, { featured: true });
    const plain = await createArea(token);
    const items = (await (await call("/api/practice-areas/featured")).json()) as PracticeArea[];
    expect(idsOf(items)).toContain(featured.id);
    expect(idsOf(items)).not.toContain(plain.id);
    expect(items.every((item) => item.featured && item.status === "published")).toBe(true);
  });

  it("reads an area by slug and by id; unknown and non-numeric ones are 404s", async () => {
    const area = await createArea(token, {
      faqs: [{ question: "How long?", answer: "It depends." }],
      scenarios: [{ title: "A win", description: "We won." }],
    });
    expect(await (await call(`/api/practice-areas/slug/${area.slug}`)).json()).toEqual(area);
    expect(await (await call(`/api/practice-areas/${area.id}`)).json()).toEqual(area);
    await expectError(await call("/api/practice-areas/slug/no-such-area"), 404, "not_found");
    for (const id of ["999999", "abc", "1.5", "-1", "0"]) {
      await expectError(await call(`/api/practice-areas/${id}`), 404, "not_found");
    }
  });
});

describe("visibility of unpublished areas", () => {
  it("hides a draft area from visitors, shows it with a token, then publishes and deletes it", async () => {
    const marker = unique("hidden");
    const draft = await createArea(token, { status: "draft", featured: true, description: marker });
    const asAdmin = jsonInit("GET", undefined, token);

    await expectError(await call(`/api/practice-areas/${draft.id}`), 404);
    await expectError(await call(`/api/practice-areas/slug/${draft.slug}`), 404);
    expect(await list(`/api/practice-areas?search=${marker}`)).toEqual({ items: [], total: 0 });
    expect(idsOf(await (await call("/api/practice-areas/featured")).json())).not.toContain(draft.id);

    expect((await call(`/api/practice-areas/${draft.id}`, asAdmin)).status).toBe(200);
    expect((await call(`/api/practice-areas/slug/${draft.slug}`, asAdmin)).status).toBe(200);
    expect(idsOf((await list(`/api/practice-areas?search=${marker}`, token)).items)).toEqual([draft.id]);
    expect(idsOf(await (await call("/api/practice-areas/featured", asAdmin)).json())).toContain(draft.id);

    const { id, ...fields } = draft;
    const published = await call(
      `/api/practice-areas/${id}`,
      jsonInit("PUT", { ...fields, status: "published" }, token),
    );
    expect(published.status).toBe(200);
    expect((await call(`/api/practice-areas/slug/${draft.slug}`)).status).toBe(200);
    expect(idsOf((await list(`/api/practice-areas?search=${marker}`)).items)).toEqual([id]);

    const deleted = await call(`/api/practice-areas/${id}`, jsonInit("DELETE", undefined, token));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    await expectError(await call(`/api/practice-areas/${id}`), 404);
    await expectError(await call(`/api/practice-areas/${id}`, asAdmin), 404);
    await expectError(await call(`/api/practice-areas/${id}`, jsonInit("DELETE", undefined, token)), 404);
  });
});
