import { env } from "cloudflare:workers";
import { blogPosts, practiceAreas, teamMembers } from "@db/schema";
import { SEARCH_REBUILD_STATEMENTS } from "@db/search-index";
import { markedHtml, SEARCH_LIMITS } from "@domain/search";
import { searchSite } from "@worker/data/site-search";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb, unique } from "../support/db";

const db = testDb();
const published = { status: "published" as const, publishDate: "2026-01-01T00:00:00.000Z" };

async function insertPost(fields: Partial<typeof blogPosts.$inferInsert> = {}) {
  const slug = unique("post");
  const [post] = await db
    .insert(blogPosts)
    .values({ title: slug, slug, author: "Test Author", content: "<p>Nothing to see.</p>", ...published, ...fields })
    .returning();
  if (!post) throw new Error("no post");
  return post;
}

const articleUrls = async (text: string) => (await searchSite(db, text, 20))?.article.hits.map((hit) => hit.url) ?? [];

describe("site search: matching and ranking", () => {
  it("ranks a title match above a body match", async () => {
    const inBody = await insertPost({ content: "<p>The quillion clause, in passing.</p>" });
    const inTitle = await insertPost({ title: "Understanding the quillion clause" });
    expect(await articleUrls("quillion")).toEqual([`/blog/${inTitle.slug}`, `/blog/${inBody.slug}`]);
  });

  it("finds other forms of a word by its stem", async () => {
    const post = await insertPost({ title: "Divorce and the frambly home" });
    expect(await articleUrls("frambly divorcing")).toEqual([`/blog/${post.slug}`]);
    expect(await articleUrls("frambly divorced ")).toEqual([`/blog/${post.slug}`]);
  });

  it("folds accents both ways", async () => {
    const post = await insertPost({ content: "<p>Counsel <strong>Núñez</strong> of Plovdiv</p>" });
    expect(await articleUrls("Nunez Plovdiv")).toEqual([`/blog/${post.slug}`]);
    const plain = await insertPost({ title: "Zelinski cafe" });
    expect(await articleUrls("zelinski café")).toEqual([`/blog/${plain.slug}`]);
  });

  it("matches the last word as a prefix while typing", async () => {
    const post = await insertPost({ title: "Grondle arbitration explained" });
    expect(await articleUrls("grondle arbit")).toEqual([`/blog/${post.slug}`]);
    expect(await articleUrls("grondle arbitration")).toEqual([`/blog/${post.slug}`]);
    expect(await articleUrls("arbit grondle")).toEqual([]); // only the last word is unfinished
    expect(await articleUrls("arbit grondle ")).toEqual([]); // a space ends the last word too
  });

  it("indexes the text of the HTML, not its tags or attributes", async () => {
    const post = await insertPost({
      content: '<p>Read <a href="https://example.com/wibblet">this</a> &amp; weigh xenthor.</p>',
    });
    expect(await articleUrls("xenthor")).toEqual([`/blog/${post.slug}`]);
    expect(await articleUrls("wibblet")).toEqual([]);
    expect(await articleUrls("href")).toEqual([]);
  });

  it("searches tags, and highlights matches as escaped text", async () => {
    const post = await insertPost({ title: "<b>Bold</b> & tags", tags: ["snorkelwise"] });
    const results = await searchSite(db, "snorkelwise", 5);
    const [hit] = results?.article.hits ?? [];
    expect(hit?.url).toBe(`/blog/${post.slug}`);
    expect(markedHtml(hit?.marked.snippet ?? "")).toContain("<mark>snorkelwise</mark>");
    expect(markedHtml(hit?.marked.title ?? "")).toBe("&lt;b&gt;Bold&lt;/b&gt; &amp; tags");
  });

  it("shows the public only what the public may see", async () => {
    await insertPost({ title: "Vexillary draft", status: "draft", publishDate: null });
    await insertPost({
      title: "Vexillary scheduled",
      status: "draft",
      publishDate: "2999-01-01T00:00:00.000Z",
      scheduledFor: "2999-01-01T00:00:00.000Z",
    });
    const slug = unique("area");
    await db.insert(practiceAreas).values({ slug, title: "Vexillary law", description: "Flags." });
    await db
      .insert(teamMembers)
      .values({ id: unique("vex"), name: "Vexillary Jones", role: "Partner", status: "inactive" });
    const results = await searchSite(db, "vexillary", 10);
    expect(results?.article.total).toBe(0);
    expect(results?.["practice-area"].total).toBe(0);
    expect(results?.attorney.total).toBe(0);
  });

  it("groups practice areas (features) and attorneys (specialties)", async () => {
    const slug = unique("area");
    await db.insert(practiceAreas).values({
      slug,
      title: "Marinade law",
      description: "D.",
      features: ["Quorbling disputes"],
      status: "published",
    });
    const id = unique("ann");
    await db.insert(teamMembers).values({ id, name: "Ann Quorb", role: "Partner", specialties: ["Quorbling"] });
    const results = await searchSite(db, "quorbling", 10);
    expect(results?.["practice-area"].hits.map((hit) => hit.url)).toEqual([`/practice-areas/${slug}`]);
    expect(results?.attorney.hits.map((hit) => hit.url)).toEqual([`/team/${id}`]);
  });
});

describe("site search: hostile input never reaches FTS as syntax", () => {
  const HOSTILE = [
    '"',
    '"unbalanced',
    "*",
    "law*",
    "NEAR(law firm, 2)",
    "law NEAR firm",
    "-law",
    "law AND OR NOT",
    "title:law",
    "^law",
    "(law",
    "law)",
    "{title body}: law",
    "'; DROP TABLE blog_posts; --",
    "🙂👩‍⚖️",
    "\u0000\u0001\u0002law\u0003",
    "x".repeat(5000),
    "law ".repeat(1250),
    "ü".repeat(200),
  ];
  it.each(HOSTILE.map((text) => [text.slice(0, 40), text]))("%s", async (_label, text) => {
    const results = await searchSite(db, text, 5);
    if (results) for (const group of Object.values(results)) expect(group.total).toBeGreaterThanOrEqual(0);
  });

  it("answers null when nothing is left to search for", async () => {
    expect(await searchSite(db, '🙂 -- ** ""', 5)).toBeNull();
  });

  it("treats operators as words", async () => {
    const post = await insertPost({ title: "Near or not: a primer on quuxly" });
    expect(await articleUrls("quuxly NEAR")).toEqual([`/blog/${post.slug}`]);
    expect(await articleUrls("quuxly -near")).toEqual([`/blog/${post.slug}`]);
  });
});

describe("site search: the index follows every write", () => {
  it("on create, update and delete of posts, areas and attorneys", async () => {
    const post = await insertPost({ title: "Plimsoll matters" });
    expect(await articleUrls("plimsoll")).toEqual([`/blog/${post.slug}`]);
    await db.update(blogPosts).set({ title: "Gantry matters" }).where(eq(blogPosts.id, post.id));
    expect(await articleUrls("plimsoll")).toEqual([]);
    expect(await articleUrls("gantry")).toEqual([`/blog/${post.slug}`]);
    await db.update(blogPosts).set({ views: 9 }).where(eq(blogPosts.id, post.id));
    expect(await articleUrls("gantry")).toEqual([`/blog/${post.slug}`]);
    await db.delete(blogPosts).where(eq(blogPosts.id, post.id));
    expect(await articleUrls("gantry")).toEqual([]);

    const id = unique("bo");
    await db.insert(teamMembers).values({ id, name: "Bo Trellick", role: "Partner" });
    const attorneys = async (text: string) => (await searchSite(db, text, 5))?.attorney.hits.map((hit) => hit.url);
    expect(await attorneys("trellick")).toEqual([`/team/${id}`]);
    await db.update(teamMembers).set({ name: "Bo Farrow" }).where(eq(teamMembers.id, id));
    expect(await attorneys("trellick")).toEqual([]);
    expect(await attorneys("farrow")).toEqual([`/team/${id}`]);
    await db.delete(teamMembers).where(eq(teamMembers.id, id));
    expect(await attorneys("farrow")).toEqual([]);

    const slug = unique("area");
    const [area] = await db
      .insert(practiceAreas)
      .values({ slug, title: "Ostler law", description: "D.", status: "published" })
      .returning();
    const areas = async (text: string) => (await searchSite(db, text, 5))?.["practice-area"].total;
    expect(await areas("ostler")).toBe(1);
    await db
      .update(practiceAreas)
      .set({ description: "Yarrow." })
      .where(eq(practiceAreas.id, area?.id ?? 0));
    expect(await areas("yarrow")).toBe(1);
    await db.delete(practiceAreas).where(eq(practiceAreas.id, area?.id ?? 0));
    expect(await areas("ostler")).toBe(0);
  });
});

describe("the rebuild command's statements", () => {
  const indexRows = () =>
    env.DB.prepare(
      "SELECT rowid, kind, ref, title, summary, body, keywords, author FROM search_index ORDER BY rowid",
    ).all();

  it("rebuild exactly what the triggers wrote, and repair an emptied index", async () => {
    await insertPost({ title: "Rebuildable <em>kestrel</em>", tags: ["a", "b"] });
    await db
      .insert(teamMembers)
      .values({ id: unique("kes"), name: "Kes Trel", role: "Partner", specialties: ["Kestrels"] });
    const written = (await indexRows()).results;
    await env.DB.prepare("DELETE FROM search_index").run();
    expect(await articleUrls("kestrel")).toEqual([]);
    await env.DB.batch(SEARCH_REBUILD_STATEMENTS.map((statement) => env.DB.prepare(statement)));
    expect((await indexRows()).results).toEqual(written);
    expect(await articleUrls("kestrel")).toHaveLength(1);
  });
});

describe("site search at any size (issue 29)", () => {
  it("counts a word most articles hold up to the limit, ranks among the newest, and keeps kinds apart", async () => {
    // More articles than the count's limit, each with the word in its text only, in one statement.
    const many = SEARCH_LIMITS.counted + 5;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO blog_posts (title, slug, author, content, status, publish_date)
       SELECT 'Note ' || i, 'plenthor-note-' || i, 'Test Author', '<p>A plenthor in passing.</p>',
         'published', '2026-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(many)
      .run();
    const newest = await insertPost({ title: "The plenthor guide" });
    const id = unique("plenthor");
    await db.insert(teamMembers).values({ id, name: "Ada Plenthor", role: "Partner" });

    const results = await searchSite(db, "plenthor", 3);
    expect(results?.article).toMatchObject({ total: SEARCH_LIMITS.counted, more: true });
    expect(results?.article.hits[0]?.url).toBe(`/blog/${newest.slug}`);
    expect(results?.article.hits).toHaveLength(3);
    expect(results?.attorney).toMatchObject({ total: 1, more: false });
    expect(results?.attorney.hits.map((hit) => hit.url)).toEqual([`/team/${id}`]);
    expect(results?.["practice-area"]).toMatchObject({ total: 0, more: false });
  });
});
