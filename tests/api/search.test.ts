import { SEARCH_MESSAGES } from "@domain/messages";
import { SEARCH_MAX } from "@domain/schemas/paging";
import { describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { call, expectError, expectFieldError, send } from "../support/api-calls";
import { createArea, createPost } from "../support/content";

const token = await adminToken();

const search = async (q: string) => {
  const response = await call(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    query: string;
    practiceAreas: { total: number; hits: { url: string; titleHtml: string; snippetHtml: string }[] };
    articles: { total: number; hits: { url: string; titleHtml: string; snippetHtml: string }[] };
    attorneys: { total: number };
  }>;
};

describe("GET /api/search", () => {
  it("finds what staff publish through the API, grouped, with safe highlighted HTML", async () => {
    const area = await createArea(token, { title: "Wobbegong <script>alert(1)</script> law" });
    const post = await createPost(token, {
      title: "Wobbegong claims",
      content: "<p>About wobbegongs & <em>sharks</em>.</p>",
    });
    const answer = await search("wobbegong");
    expect(answer.practiceAreas.hits.map((hit) => hit.url)).toEqual([`/practice-areas/${area.slug}`]);
    expect(answer.articles.hits.map((hit) => hit.url)).toEqual([`/blog/${post.slug}`]);
    expect(answer.practiceAreas.hits[0]?.titleHtml).toBe(
      "<mark>Wobbegong</mark> &lt;script&gt;alert(1)&lt;/script&gt; law",
    );
    expect(answer.articles.hits[0]?.snippetHtml).not.toMatch(/<(?!\/?mark>)/);
  });

  it("follows updates and deletes made through the API", async () => {
    const post = await createPost(token, { title: "Tarragon lease" });
    expect((await search("tarragon")).articles.total).toBe(1);
    const updated = await send("PUT", `/api/blog/${post.id}`, { ...post, title: "Fennel lease", tags: [] }, token);
    expect(updated.status).toBe(200);
    expect((await search("tarragon")).articles.total).toBe(0);
    expect((await search("fennel")).articles.total).toBe(1);
    expect((await send("DELETE", `/api/blog/${post.id}`, undefined, token)).status).toBe(200);
    expect((await search("fennel")).articles.total).toBe(0);
  });

  it("answers hostile text with results or a clear 400, never a 500", async () => {
    for (const q of ['"', "*", "NEAR(a b)", "-x", "a AND OR", "\u0001law", "👩‍⚖️ law", "law*"]) {
      const response = await call(`/api/search?q=${encodeURIComponent(q)}`);
      expect([200, 400], q).toContain(response.status);
    }
    const emoji = await call(`/api/search?q=${encodeURIComponent('🙂 "" **')}`);
    const body = await expectError(emoji, 400, "validation_failed");
    expect(body.fields?.q).toEqual([SEARCH_MESSAGES.noWords]);
    await expectFieldError(await call(`/api/search?q=${"x".repeat(5000)}`), "q");
    await expectFieldError(await call(`/api/search?q=${"x".repeat(SEARCH_MAX + 1)}`), "q");
    await expectFieldError(await call("/api/search"), "q");
    await expectFieldError(await call("/api/search?q=law&limit=0"), "limit");
  });
});
