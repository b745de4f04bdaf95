import { env } from "cloudflare:workers";
import { teamMembers } from "@db/schema";
import type { BlogPost } from "@domain/rows";
import { BLOG_LIMITS } from "@domain/schemas/blog";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, expectError, expectNoInternals, list, postBody } from "../support/content";
import { testDb, unique } from "../support/db";

const token = await adminToken();

const post = (body: unknown) => call("/api/blog", jsonInit("POST", body, token));
const put = (id: number, body: unknown) => call(`/api/blog/${id}`, jsonInit("PUT", body, token));

/** Sends the body and expects a 400 whose field messages name exactly this field. */
async function expectFieldError(fields: Record<string, unknown>, field: string) {
  const body = await expectError(await post(postBody(fields)), 400, "validation_failed");
  expect([...new Set(Object.keys(body.error.fields ?? {}).map((key) => key.split(".")[0]))]).toEqual([field]);
  expect(body.error.fields?.[Object.keys(body.error.fields)[0] ?? ""]?.[0]).toEqual(expect.any(String));
}

describe("POST /api/blog", () => {
  it("answers 201 with the stored post, no-store, defaults filled and server fields ignored", async () => {
    const response = await post({
      title: "  A Title  ",
      author: "Jane Doe",
      content: "<p>Body</p>",
      tags: [" Contracts ", "", "contracts", "Leases"],
      views: 999,
      id: 12345,
      publishDate: "2000-01-01T00:00:00.000Z",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const stored = (await response.json()) as BlogPost;
    expect(stored).toMatchObject({
      title: "A Title",
      status: "draft",
      category: "Legal Updates",
      tags: ["Contracts", "Leases"],
      excerpt: "",
      image: null,
      authorId: null,
      featured: false,
      views: 0,
      publishDate: null,
    });
    expect(stored.id).not.toBe(12345);
    expect(await (await call(`/api/blog/${stored.id}`, jsonInit("GET", undefined, token))).json()).toEqual(stored);
  });

  it("takes tags as comma-separated text too (SPEC §5's rule)", async () => {
    const stored = await createPost(token, { tags: "Tax, , estate planning ,Tax" });
    expect(stored.tags).toEqual(["Tax", "estate planning"]);
  });

  it("sanitises the content before storing it", async () => {
    const stored = await createPost(token, {
      content:
        '<p onclick="x()">Hi <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    // An image not from the media library goes whole (decision 040), not as an empty <img>.
    expect(stored.content).toBe("<p>Hi <a>link</a></p>");
  });

  it("sets publishDate when first published and keeps it afterwards", async () => {
    const draft = await createPost(token, { status: "draft" });
    expect(draft.publishDate).toBeNull();
    const { id, ...body } = draft;
    const published = (await (await put(id, { ...body, status: "published" })).json()) as BlogPost;
    expect(Date.parse(published.publishDate ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const edited = (await (await put(id, { ...body, title: "Edited", status: "published" })).json()) as BlogPost;
    expect(edited.publishDate).toBe(published.publishDate);
    const unpublished = (await (await put(id, { ...body, status: "draft" })).json()) as BlogPost;
    expect(unpublished.publishDate).toBe(published.publishDate);
    expect(unpublished.status).toBe("draft");
  });

  it("links the author's team profile when authorId is a team member, else a 400 on authorId", async () => {
    const memberId = unique("jane-doe").toLowerCase();
    await testDb().insert(teamMembers).values({ id: memberId, name: "Jane Doe", role: "Partner" });
    expect((await createPost(token, { authorId: memberId })).authorId).toBe(memberId);
    await expectFieldError({ authorId: "no-such-attorney" }, "authorId");
  });

  it.each([
    ["title", { title: undefined }],
    ["title", { title: "   " }],
    ["title", { title: "t".repeat(BLOG_LIMITS.title + 1) }],
    ["author", { author: undefined }],
    ["author", { author: "a".repeat(BLOG_LIMITS.author + 1) }],
    ["content", { content: undefined }],
    ["content", { content: "c".repeat(BLOG_LIMITS.content + 1) }],
    ["slug", { slug: "Not A Slug" }],
    ["slug", { slug: "double--hyphen" }],
    ["slug", { slug: "-leading" }],
    ["slug", { slug: "ünïcode" }],
    ["slug", { slug: "s".repeat(121) }],
    ["authorId", { authorId: "x".repeat(BLOG_LIMITS.authorId + 1) }],
    ["tags", { tags: 42 }],
    ["tags", { tags: [1, 2] }],
    ["tags", { tags: ["t".repeat(BLOG_LIMITS.tag + 1)] }],
    ["tags", { tags: Array.from({ length: BLOG_LIMITS.tags + 1 }, (_, i) => `tag ${i}`) }],
    ["status", { status: "archived" }],
    ["category", { category: "Astrology" }],
    ["excerpt", { excerpt: "e".repeat(BLOG_LIMITS.excerpt + 1) }],
    ["image", { image: "javascript:alert(1)" }],
    ["image", { image: "data:image/png;base64,AAAA" }],
    ["image", { image: "http://example.com/a.png" }],
    ["image", { image: "/media/../secrets" }],
    ["image", { image: "uploads/a.png" }],
    ["image", { image: `/media/${"a".repeat(500)}.png` }],
    ["featured", { featured: "yes" }],
  ])("refuses a bad %s (%#) with a field message and stores nothing", async (field, fields) => {
    const title = unique("refused");
    await expectFieldError({ title, ...fields }, field);
    if (field !== "title") expect((await list(`/api/blog?search=${title}`, token)).total).toBe(0);
  });

  it("accepts every image form: uploaded, site, https", async () => {
    for (const image of ["/media/articles/a1b2.png", "/images/blog/default.svg", "https://cdn.example.com/x.jpg"]) {
      expect((await createPost(token, { image })).image).toBe(image);
    }
  });

  it("accepts text at exactly each limit", async () => {
    const stored = await createPost(token, {
      title: `${unique("max")} `.padEnd(BLOG_LIMITS.title, "t"),
      author: "a".repeat(BLOG_LIMITS.author),
      excerpt: "e".repeat(BLOG_LIMITS.excerpt),
      content: "c".repeat(BLOG_LIMITS.content),
      tags: Array.from({ length: BLOG_LIMITS.tags }, (_, i) => `${i}`.padEnd(BLOG_LIMITS.tag, "x")),
    });
    expect(stored.content).toHaveLength(BLOG_LIMITS.content);
  });
});

describe("slugs", () => {
  it("makes the slug from the title, with -2, -3… when it is taken", async () => {
    const title = `${unique("Same Title")}: Ça va, World!`;
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await createPost(token, { title })).slug);
    const base = title
      .toLowerCase()
      .replace("ç", "c")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/-$/, "");
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it("falls back to 'post' for a title without letters or digits", async () => {
    expect((await createPost(token, { title: "¡¿!?" })).slug).toMatch(/^post(-\d+)?$/);
  });

  it("refuses a given slug that is taken with a 409 on slug, on create and on update", async () => {
    const first = await createPost(token, { slug: unique("taken") });
    const conflict = await expectError(await post(postBody({ slug: first.slug })), 409, "conflict");
    expect(conflict.error.fields?.slug).toEqual([expect.any(String)]);

    const second = await createPost(token);
    const { id, ...body } = second;
    await expectError(await put(id, { ...body, slug: first.slug }), 409, "conflict");
    expect((await put(id, { ...body, slug: second.slug })).status).toBe(200);
  });

  it("keeps the slug on an update without one, and changes it when one is given", async () => {
    const stored = await createPost(token);
    const { id, slug, ...body } = stored;
    const retitled = (await (await put(id, { ...body, title: unique("Renamed") })).json()) as BlogPost;
    expect(retitled.slug).toBe(slug);
    const newSlug = unique("new-slug");
    expect(((await (await put(id, { ...body, slug: newSlug })).json()) as BlogPost).slug).toBe(newSlug);
  });

  it("answers racing writes of one slug with one 201 and one 409, never a 500", async () => {
    const slug = unique("race");
    const statuses = await Promise.all([post(postBody({ slug })), post(postBody({ slug }))]).then((r) =>
      r.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([201, 409]);
    const title = unique("Race Title");
    const generated = await Promise.all([1, 2, 3].map(() => post(postBody({ title }))));
    expect(generated.map((response) => response.status)).toEqual([201, 201, 201]);
    const slugs = await Promise.all(generated.map(async (r) => ((await r.json()) as BlogPost).slug));
    expect(new Set(slugs).size).toBe(3);
  });
});

describe("PUT and DELETE /api/blog/{id}", () => {
  it("replaces the post with the full body and answers the stored object", async () => {
    const stored = await createPost(token, { featured: true, tags: ["a"], image: "/images/x.png" });
    const body = postBody({ title: unique("Replaced"), category: "Litigation" });
    const response = await put(stored.id, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...body, id: stored.id, featured: false, tags: [], image: null });
  });

  it("answers 404 for an unknown or non-numeric id", async () => {
    await expectError(await put(999_999, postBody()), 404);
    await expectError(await call("/api/blog/abc", jsonInit("PUT", postBody(), token)), 404);
    await expectError(await call("/api/blog/abc", jsonInit("DELETE", undefined, token)), 404);
  });

  it("validates an update like a create", async () => {
    const stored = await createPost(token);
    const body = await expectError(await put(stored.id, { ...postBody(), title: "" }), 400, "validation_failed");
    expect(Object.keys(body.error.fields ?? {})).toEqual(["title"]);
  });
});

describe("admin routes refuse callers without a valid token", () => {
  it("answers 401 to POST, PUT and DELETE with no, a garbage or a malformed token, changing nothing", async () => {
    const stored = await createPost(token);
    const title = unique("Intruder");
    for (const auth of [undefined, "x".repeat(43), "not a token"]) {
      const calls = [
        call("/api/blog", jsonInit("POST", postBody({ title }), auth)),
        call(`/api/blog/${stored.id}`, jsonInit("PUT", postBody({ title: "Hijacked" }), auth)),
        call(`/api/blog/${stored.id}`, jsonInit("DELETE", undefined, auth)),
      ];
      for (const response of await Promise.all(calls)) await expectError(response, 401, "unauthorized");
    }
    expect(((await (await call(`/api/blog/${stored.id}`)).json()) as BlogPost).title).toBe(stored.title);
    expect((await list(`/api/blog?search=${title}`, token)).total).toBe(0);
  });
});

describe("request errors", () => {
  it("answers 415 to a body that is not JSON", async () => {
    const response = await call("/api/blog", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: JSON.stringify(postBody()),
    });
    await expectError(response, 415, "unsupported_media_type");
  });

  it("answers 400 to malformed JSON", async () => {
    const init = jsonInit("POST", {}, token);
    await expectError(await call("/api/blog", { ...init, body: '{"title": "x",' }), 400, "invalid_json");
    await expectError(await call("/api/blog", { ...init, body: "[1, 2]" }), 400, "validation_failed");
  });

  it("answers 413 to a body over 64 KB", async () => {
    const body = postBody({ content: "x".repeat(65 * 1024) });
    await expectError(await post(body), 413, "payload_too_large");
  });
});

describe("SQL-looking input", () => {
  it("is harmless in search and stored literally in fields", async () => {
    const marker = unique("sql");
    const title = `${marker} ' OR 1=1 --`;
    const content = `<p>"; DROP TABLE blog_posts; -- 100% of_it</p>`;
    const stored = await createPost(token, { title, content, tags: ["%", "_", marker] });
    expect(stored).toMatchObject({ title, content, tags: ["%", "_", marker] });

    // Full-text search: the words of SQL-looking text are words like any other, and are found.
    for (const search of [`${marker} ' OR 1=1 --`, `${marker} "; DROP TABLE blog_posts; --`]) {
      const response = await call(`/api/blog?search=${encodeURIComponent(search)}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as BlogPost[]).map((item) => item.id)).toEqual([stored.id]);
    }
    // Punctuation alone holds no word to search for: nothing matches (never everything).
    await createPost(token);
    for (const search of ["%", "_", "' --"]) {
      expect((await list(`/api/blog?search=${encodeURIComponent(search)}&limit=100`)).items).toEqual([]);
    }
    expect((await list(`/api/blog?search=${marker}`)).total).toBe(1);
  });

  it("leaves no internals in any error body", async () => {
    const responses = await Promise.all([
      api.request("/api/blog/slug/'%20OR%201=1%20--", {}, env),
      api.request("/api/blog/category/'%3B%20DROP%20TABLE%20blog_posts", {}, env),
      post({ title: 5, tags: { $gt: "" } }),
    ]);
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectNoInternals(await response.text());
    }
  });
});
