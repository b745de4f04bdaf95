import { blogPosts } from "@db/schema";
import type { BlogPost } from "@domain/rows";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, expectError, list } from "../support/content";
import { testDb, unique } from "../support/db";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe("GET /api/blog", () => {
  it("pages a plain array with X-Total-Count, newest published first; a page past the end is []", async () => {
    const marker = unique("paging");
    const created: BlogPost[] = [];
    for (let i = 0; i < 12; i += 1) created.push(await createPost(token, { tags: [marker] }));
    const newestFirst = ids(created).reverse();

    const first = await list(`/api/blog?search=${marker}&limit=5`);
    expect(first.total).toBe(12);
    expect(ids(first.items)).toEqual(newestFirst.slice(0, 5));
    const third = await list(`/api/blog?search=${marker}&limit=5&page=3`);
    expect(ids(third.items)).toEqual(newestFirst.slice(10));
    const past = await list(`/api/blog?search=${marker}&limit=5&page=4`);
    expect(past).toEqual({ items: [], total: 12 });

    const byDefault = await list(`/api/blog?search=${marker}`);
    expect(byDefault.items).toHaveLength(10);
    expect(byDefault.items[0]).toMatchObject({
      id: newestFirst[0],
      title: expect.any(String),
      slug: expect.any(String),
      author: "Jane Doe",
      content: "<p>Hello</p>",
      tags: [marker],
      status: "published",
      category: "Legal Updates",
      views: 0,
      featured: false,
      publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("refuses a limit over 100 and a page below 1 with field messages", async () => {
    for (const [query, field] of [
      ["limit=101", "limit"],
      ["limit=0", "limit"],
      ["page=0", "page"],
      ["page=x", "page"],
    ]) {
      const body = await expectError(await call(`/api/blog?${query}`), 400, "validation_failed");
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    }
    expect((await list("/api/blog?limit=100")).items.length).toBeLessThanOrEqual(100);
  });

  it("searches title, content and any tag, ignoring case", async () => {
    const word = unique("Needle");
    const inTitle = await createPost(token, { title: `About ${word} in the title` });
    const inContent = await createPost(token, { content: `<p>Somewhere: ${word}.</p>` });
    const inTag = await createPost(token, { tags: ["Other", `${word} tag`] });
    await createPost(token, { title: unique("Unrelated") });
    for (const search of [word, word.toUpperCase(), word.toLowerCase()]) {
      const { items, total } = await list(`/api/blog?search=${encodeURIComponent(search)}`);
      expect(new Set(ids(items))).toEqual(new Set([inTitle.id, inContent.id, inTag.id]));
      expect(total).toBe(3);
    }
  });

  it("finds staff's posts by author only with a token (SPEC's admin search)", async () => {
    const author = unique("Author Name");
    const post = await createPost(token, { author });
    expect((await list(`/api/blog?search=${author}`)).items).toEqual([]);
    expect(ids((await list(`/api/blog?search=${author}`, token)).items)).toEqual([post.id]);
  });
});

describe("GET /api/blog/category/{category}", () => {
  it("accepts the label (URL-encoded, any case) or the slug, and pages", async () => {
    const marker = unique("cat");
    const realEstate = [
      await createPost(token, { category: "Real Estate", tags: [marker] }),
      await createPost(token, { category: "Real Estate", tags: [marker] }),
    ];
    await createPost(token, { category: "Litigation", tags: [marker] });
    const expected = ids(realEstate).reverse();
    for (const param of ["Real%20Estate", "real%20estate", "real-estate", "REAL-ESTATE"]) {
      const { items, total } = await list(`/api/blog/category/${param}?search=${marker}`);
      expect(ids(items)).toEqual(expected);
      expect(total).toBe(2);
    }
    const page2 = await list(`/api/blog/category/real-estate?search=${marker}&limit=1&page=2`);
    expect(ids(page2.items)).toEqual([expected[1]]);
    expect((await list(`/api/blog/category/real-estate?search=${marker}&page=3&limit=1`)).items).toEqual([]);
  });

  it("answers an unknown category with a 404 that names the categories", async () => {
    const body = await expectError(await call("/api/blog/category/astrology"), 404, "not_found");
    expect(body.error.message).toContain("Unknown blog category");
    expect(body.error.message).toContain("Real Estate");
  });
});

describe("GET /api/blog/featured", () => {
  it("is an array of published featured posts", async () => {
    const featured = await createPost(token, { featured: true });
    const plain = await createPost(token);
    const response = await call("/api/blog/featured");
    expect(response.status).toBe(200);
    const items = (await response.json()) as BlogPost[];
    expect(ids(items)).toContain(featured.id);
    expect(ids(items)).not.toContain(plain.id);
    expect(items.every((item) => item.featured && item.status === "published")).toBe(true);
  });
});

describe("GET /api/blog/slug/{slug} and /api/blog/{id}", () => {
  it("reads a post by slug and by id; unknown, non-numeric and odd ids are 404s", async () => {
    const post = await createPost(token);
    const bySlug = await call(`/api/blog/slug/${post.slug}`);
    expect(bySlug.status).toBe(200);
    expect(await bySlug.json()).toMatchObject({ id: post.id, slug: post.slug });
    const byId = await call(`/api/blog/${post.id}`);
    expect(await byId.json()).toEqual(post);

    await expectError(await call("/api/blog/slug/no-such-post"), 404, "not_found");
    for (const id of ["999999", "abc", "1.5", "-1", "0", "99999999999999999999", "1e3"]) {
      await expectError(await call(`/api/blog/${id}`), 404, "not_found");
    }
  });
});

describe("visibility of drafts", () => {
  it("hides a draft from visitors everywhere, shows it with a token, then publishes and deletes it", async () => {
    const marker = unique("hidden");
    const draft = await createPost(token, { status: "draft", featured: true, category: "Litigation", tags: [marker] });
    expect(draft.publishDate).toBeNull();
    const asAdmin = jsonInit("GET", undefined, token);

    await expectError(await call(`/api/blog/${draft.id}`), 404);
    await expectError(await call(`/api/blog/slug/${draft.slug}`), 404);
    expect(await list(`/api/blog?search=${marker}`)).toEqual({ items: [], total: 0 });
    expect(await list(`/api/blog/category/litigation?search=${marker}`)).toEqual({ items: [], total: 0 });
    expect(ids(await (await call("/api/blog/featured")).json())).not.toContain(draft.id);

    const adminRead = await call(`/api/blog/${draft.id}`, asAdmin);
    expect(adminRead.status).toBe(200);
    // An answer that may hold drafts is never cached for the next caller.
    expect(adminRead.headers.get("cache-control")).toBe("no-store");
    expect((await call(`/api/blog/slug/${draft.slug}`, asAdmin)).status).toBe(200);
    expect(ids((await list(`/api/blog?search=${marker}`, token)).items)).toEqual([draft.id]);
    expect(ids((await list(`/api/blog/category/litigation?search=${marker}`, token)).items)).toEqual([draft.id]);
    expect(ids(await (await call("/api/blog/featured", asAdmin)).json())).toContain(draft.id);

    const { id: _id, slug, ...fields } = draft;
    const published = await call(`/api/blog/${draft.id}`, jsonInit("PUT", { ...fields, status: "published" }, token));
    expect(published.status).toBe(200);
    expect(((await published.json()) as BlogPost).publishDate).toMatch(/^\d{4}-/);
    expect((await call(`/api/blog/slug/${slug}`)).status).toBe(200);
    expect(ids((await list(`/api/blog?search=${marker}`)).items)).toEqual([draft.id]);

    const deleted = await call(`/api/blog/${draft.id}`, jsonInit("DELETE", undefined, token));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    await expectError(await call(`/api/blog/${draft.id}`), 404);
    await expectError(await call(`/api/blog/${draft.id}`, asAdmin), 404);
    await expectError(await call(`/api/blog/slug/${slug}`, asAdmin), 404);
    await expectError(await call(`/api/blog/${draft.id}`, jsonInit("DELETE", undefined, token)), 404);
  });
});
