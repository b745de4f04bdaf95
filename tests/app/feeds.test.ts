import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { blogPosts, practiceAreas } from "@db/schema";
import { LEGAL_DOCUMENTS, SITE_NAV } from "@domain/constants";
import { FEEDS } from "@domain/http";
import worker from "@worker/index";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTestFirm, testDb, unique } from "../support/db";

await insertTestFirm();

/** A GET through the whole Worker, its background work finished. */
async function get(path: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://site.test${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Each `<tag>` of a sitemap document: its path and lastmod. */
function entriesOf(xml: string, tag: "url" | "sitemap") {
  return [...xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, "g"))].map(([, inner = ""]) => ({
    path: new URL(/<loc>([^<]*)<\/loc>/.exec(inner)?.[1] ?? "http://x/").pathname,
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner)?.[1] ?? null,
  }));
}

/** Public articles, one minute apart in publication, oldest first. */
async function insertArticles(count: number, prefix = unique("post")) {
  const start = Date.parse("2024-01-01T00:00:00.000Z");
  const rows = Array.from({ length: count }, (_, i) => ({
    slug: `${prefix}-${i}`,
    title: `${prefix} ${i}`,
    author: "A",
    content: "<p>x</p>",
    status: "published" as const,
    publishDate: new Date(start + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 10)
    await testDb()
      .insert(blogPosts)
      .values(rows.slice(i, i + 10));
  return rows;
}

describe("the sitemap index", () => {
  it("names the pages' sitemap and the articles', and every entry carries its row's own updatedAt", async () => {
    const [post] = await insertArticles(1);
    const draft = unique("draft");
    await testDb().insert(blogPosts).values({ slug: draft, title: draft, author: "A", content: "<p>x</p>" });
    const area = unique("area");
    await testDb().insert(practiceAreas).values({
      slug: area,
      title: area,
      description: "d",
      status: "published",
      updatedAt: "2025-03-04T05:06:07.000Z",
    });

    const index = await get("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("application/xml");
    const children = entriesOf(await index.text(), "sitemap");
    expect(children.map((child) => child.path)).toEqual(["/sitemaps/pages.xml", "/sitemaps/articles-1.xml"]);
    for (const child of children) expect(child.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);

    const pages = entriesOf(await (await get("/sitemaps/pages.xml")).text(), "url");
    const paths = pages.map((entry) => entry.path);
    for (const item of SITE_NAV) expect(paths).toContain(item.to);
    for (const doc of LEGAL_DOCUMENTS) expect(paths).toContain(`/legal/${doc.slug}`);
    expect(paths).toContain("/book");
    expect(pages.find((entry) => entry.path === `/practice-areas/${area}`)?.lastmod).toBe("2025-03-04T05:06:07.000Z");
    expect(pages.every((entry) => entry.lastmod)).toBe(true);
    // The practice-areas page changed when its newest area did.
    expect(pages.find((entry) => entry.path === "/practice-areas")?.lastmod).toBe("2025-03-04T05:06:07.000Z");

    const articles = entriesOf(await (await get("/sitemaps/articles-1.xml")).text(), "url");
    const [stored] = await testDb()
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, post?.slug ?? ""));
    expect(articles.find((entry) => entry.path === `/blog/${post?.slug}`)?.lastmod).toBe(stored?.updatedAt);
    expect(articles.some((entry) => entry.path === `/blog/${draft}`)).toBe(false);
    expect(articles.every((entry) => entry.lastmod)).toBe(true);
  });

  it("answers 404 for a sitemap that is not there", async () => {
    for (const path of ["/sitemaps/articles-9.xml", "/sitemaps/articles-0.xml", "/sitemaps/other.xml"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("RSS", () => {
  it(`carries the newest ${FEEDS.rssItems} articles only`, async () => {
    const prefix = unique("rss");
    const rows = await insertArticles(FEEDS.rssItems + 3, prefix);
    const feed = await (await get("/rss.xml")).text();
    const titles = [...feed.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => title);
    expect(titles).toHaveLength(FEEDS.rssItems);
    expect(titles).toEqual(
      rows
        .slice(-FEEDS.rssItems)
        .reverse()
        .map((row) => row.title),
    );
  });
});

describe("past the protocol's limit", () => {
  it(`splits the articles into sitemaps of at most ${FEEDS.sitemapUrls.toLocaleString("en")} URLs`, async () => {
    const before = Number(
      (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts WHERE status = 'published'").first("n")) ?? 0,
    );
    const generated = FEEDS.sitemapUrls + 1 - before + 1;
    // A generated archive, written by SQLite itself: 50,001+ rows in one statement.
    await env.DB.prepare(
      `INSERT INTO blog_posts (slug, title, author, content, status, publish_date, updated_at)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       SELECT 'bulk-' || i, 'Bulk ' || i, 'A', '<p>x</p>', 'published', '2020-01-01T00:00:00.000Z',
              strftime('%Y-%m-%dT%H:%M:%fZ', '2021-01-01', '+' || i || ' minutes')
       FROM n`,
    )
      .bind(generated)
      .run();
    const total = before + generated;
    expect(total).toBe(FEEDS.sitemapUrls + 2);

    const children = entriesOf(await (await get("/sitemap.xml")).text(), "sitemap").map((child) => child.path);
    expect(children).toEqual(["/sitemaps/pages.xml", "/sitemaps/articles-1.xml", "/sitemaps/articles-2.xml"]);
    const first = entriesOf(await (await get("/sitemaps/articles-1.xml")).text(), "url");
    const second = entriesOf(await (await get("/sitemaps/articles-2.xml")).text(), "url");
    expect(first).toHaveLength(FEEDS.sitemapUrls);
    expect(second).toHaveLength(2);
    // Every article once, across the two.
    expect(new Set([...first, ...second].map((entry) => entry.path)).size).toBe(total);
    // In the index's order (publish date, then id), not the insert's: found by its path, with its own lastmod.
    expect([...first, ...second].find((entry) => entry.path === `/blog/bulk-${generated}`)).toEqual({
      path: `/blog/bulk-${generated}`,
      lastmod: new Date(Date.parse("2021-01-01T00:00:00Z") + generated * 60_000).toISOString(),
    });
    expect((await get("/sitemaps/articles-3.xml")).status).toBe(404);
  });
});
