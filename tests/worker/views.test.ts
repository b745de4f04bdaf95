import { blogPosts } from "@db/schema";
import { recordBlogView } from "@worker/data/views";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { createPost } from "../support/content";
import { testDb, unique } from "../support/db";
import { BROWSER, CRAWLER, fetchWorker } from "../support/worker";

vi.setConfig({ testTimeout: 30_000 });

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const viewsOf = async (id: number) =>
  (await testDb().select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, id)))[0]?.views;

const read = (path: string, userAgent: string, ip: string, extra: Record<string, string> = {}) =>
  fetchWorker(path, { headers: { "User-Agent": userAgent, "CF-Connecting-IP": ip, ...extra } });

describe("article views", () => {
  it("counts once per visitor and day, page and API alike, and never for bots or staff", async () => {
    const post = await createPost(token);
    const visitor = unique("ip");
    expect((await read(`/blog/${post.slug}`, BROWSER, visitor)).status).toBe(200);
    expect(await viewsOf(post.id)).toBe(1);
    // Reloads and the API read of the same post by the same visitor: still one.
    await read(`/blog/${post.slug}`, BROWSER, visitor);
    await read(`/api/blog/slug/${post.slug}`, BROWSER, visitor);
    expect(await viewsOf(post.id)).toBe(1);
    // Another visitor counts.
    await read(`/api/blog/slug/${post.slug}`, BROWSER, unique("ip"));
    expect(await viewsOf(post.id)).toBe(2);
    // Crawlers, requests without a browser, and staff with a token do not.
    await read(`/blog/${post.slug}`, CRAWLER, unique("ip"));
    await read(`/blog/${post.slug}`, "", unique("ip"));
    await read(
      `/api/blog/slug/${post.slug}`,
      BROWSER,
      unique("ip"),
      jsonInit("GET", undefined, token).headers as Record<string, string>,
    );
    expect(await viewsOf(post.id)).toBe(2);
  });

  it("does not count missing or draft posts", async () => {
    const draft = await createPost(token, { status: "draft" });
    expect((await read(`/blog/${draft.slug}`, BROWSER, unique("ip"))).status).toBe(404);
    await recordBlogView(testDb(), { slug: draft.slug, visitor: unique("v"), day: "2026-01-01" });
    expect(await viewsOf(draft.id)).toBe(0);
  });

  it("counts the same visitor again on another day", async () => {
    const post = await createPost(token);
    const visitor = unique("v");
    await recordBlogView(testDb(), { slug: post.slug, visitor, day: "2026-01-01" });
    await recordBlogView(testDb(), { slug: post.slug, visitor, day: "2026-01-01" });
    await recordBlogView(testDb(), { slug: post.slug, visitor, day: "2026-01-02" });
    expect(await viewsOf(post.id)).toBe(2);
  });
});
