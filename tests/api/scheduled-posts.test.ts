import { createScheduledController } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { blogPosts, firmSettings } from "@db/schema";
import type { BlogPost } from "@domain/rows";
import { utcToWallTime } from "@domain/time-zone";
import { publishDuePosts } from "@worker/data/blog-schedule";
import { readContentVersion } from "@worker/edge/content-version";
import { CRONS, runScheduled, SCHEDULED_JOBS } from "@worker/scheduled";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken } from "../support/admin";
import { call, createPost, list } from "../support/content";
import { insertTestFirm, testDb, unique } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const page = (path: string) => exports.default.fetch(`http://site.test${path}`);
let token: string;

beforeAll(async () => {
  token = await adminToken();
  await insertTestFirm({ timeZone: "America/New_York" });
});

/** Where a visitor (or a crawler, or a feed reader) could meet the post. */
async function publicSightings(post: BlogPost): Promise<string[]> {
  const seen: string[] = [];
  const { items } = await list<BlogPost>("/api/blog?limit=100");
  if (items.some((p) => p.id === post.id)) seen.push("api list");
  if ((await call(`/api/blog/slug/${post.slug}`)).status === 200) seen.push("api slug");
  if ((await call(`/api/blog/${post.id}`)).status === 200) seen.push("api id");
  const category = await list<BlogPost>("/api/blog/category/litigation?limit=100");
  if (category.items.some((p) => p.id === post.id)) seen.push("api category");
  const featured = (await (await call("/api/blog/featured")).json()) as BlogPost[];
  if (featured.some((p) => p.id === post.id)) seen.push("api featured");
  if ((await page(`/blog/${post.slug}`)).status === 200) seen.push("article page");
  if ((await (await page("/blog")).text()).includes(post.title)) seen.push("blog page");
  if ((await (await page(`/blog?search=${encodeURIComponent(post.title)}`)).text()).includes(post.slug))
    seen.push("blog search");
  // The sitemap is an index: the post is in one of its children.
  const children = [...(await (await page("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)];
  const sitemaps = await Promise.all(children.map(async ([, loc = ""]) => (await page(new URL(loc).pathname)).text()));
  if (sitemaps.some((xml) => xml.includes(`/blog/${post.slug}<`))) seen.push("sitemap");
  if ((await (await page("/rss.xml")).text()).includes(`/blog/${post.slug}<`)) seen.push("rss");
  return seen;
}

const EVERYWHERE = [
  "api list",
  "api slug",
  "api id",
  "api category",
  "api featured",
  "article page",
  "blog page",
  "blog search",
  "sitemap",
  "rss",
];

/** The clock reaching the scheduled minute, without waiting for it: the schedule moves into the past. */
async function letTheMinuteCome(id: number) {
  const past = new Date(Date.now() - 1000).toISOString();
  await testDb().update(blogPosts).set({ scheduledFor: past, publishDate: past }).where(eq(blogPosts.id, id));
}

describe("scheduled publishing", () => {
  it("keeps a post out of every public read until its minute, then shows it everywhere before any cron", async () => {
    // Minutes ahead, so the first cold page renders cannot reach it; the test then moves the clock.
    const inAMinute = new Date(Date.now() + 10 * 60_000);
    const post = await createPost(token, {
      title: unique("Scheduled"),
      category: "Litigation",
      featured: true,
      publishAt: inAMinute.toISOString(),
    });
    expect(post.status).toBe("draft");
    expect(post.scheduledFor).toBe(new Date(Math.floor(inAMinute.getTime() / 60_000) * 60_000).toISOString());
    expect(post.publishDate).toBe(post.scheduledFor);
    expect(await publicSightings(post)).toEqual([]);

    await letTheMinuteCome(post.id);
    expect(await publicSightings(post)).toEqual(EVERYWHERE);
    // Visible by the query alone: the stored status is still the draft the cron will mark.
    const [stored] = await testDb().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(stored?.status).toBe("draft");
  });

  it("has the every-minute cron mark due posts published and leave future ones alone", async () => {
    const due = await createPost(token, { publishAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    const later = await createPost(token, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    await letTheMinuteCome(due.id);
    const job = SCHEDULED_JOBS.find((j) => j.name === "publish-scheduled-posts");
    expect(job?.schedule).toBe("everyMinute");
    expect(await publishDuePosts(testDb(), new Date())).toBeGreaterThanOrEqual(1);
    const rows = await testDb().select().from(blogPosts);
    expect(rows.find((r) => r.id === due.id)).toMatchObject({ status: "published", scheduledFor: null });
    expect(rows.find((r) => r.id === later.id)).toMatchObject({ status: "draft", scheduledFor: later.scheduledFor });
  });

  it("has the cron that publishes a due post move the content version, as a staff write would", async () => {
    const due = await createPost(token, { publishAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    await letTheMinuteCome(due.id);
    const before = await readContentVersion(env.SESSIONS);
    await runScheduled(createScheduledController({ cron: CRONS.everyMinute, scheduledTime: new Date() }), env);
    const [stored] = await testDb().select().from(blogPosts).where(eq(blogPosts.id, due.id));
    expect(stored?.status).toBe("published");
    // Every edge-cache key holds the version: no page or API answer stored before the run is served after it.
    expect(await readContentVersion(env.SESSIONS)).not.toBe(before);
  });

  it("keeps the content version when the cron has nothing to publish", async () => {
    const everyMinute = () => createScheduledController({ cron: CRONS.everyMinute, scheduledTime: new Date() });
    await runScheduled(everyMinute(), env);
    const before = await readContentVersion(env.SESSIONS);
    await runScheduled(everyMinute(), env);
    expect(await readContentVersion(env.SESSIONS)).toBe(before);
  });

  it("reads a wall time in the firm's time zone, daylight saving included", async () => {
    const year = new Date().getUTCFullYear() + 1;
    const winter = await createPost(token, { publishAt: `${year}-01-15T09:00` });
    const summer = await createPost(token, { publishAt: `${year}-07-15T09:00` });
    expect(winter.scheduledFor).toBe(`${year}-01-15T14:00:00.000Z`);
    expect(summer.scheduledFor).toBe(`${year}-07-15T13:00:00.000Z`);
    expect(utcToWallTime(summer.scheduledFor ?? "", "America/New_York")).toBe(`${year}-07-15T09:00`);
  });

  it("follows the time zone setting", async () => {
    await testDb().update(firmSettings).set({ timeZone: "Europe/London" }).where(eq(firmSettings.id, 1));
    const year = new Date().getUTCFullYear() + 1;
    const post = await createPost(token, { publishAt: `${year}-01-15T09:00` });
    expect(post.scheduledFor).toBe(`${year}-01-15T09:00:00.000Z`);
    await testDb().update(firmSettings).set({ timeZone: "America/New_York" }).where(eq(firmSettings.id, 1));
  });

  it("publishes at once for a past time, and returns a rescheduled draft to no publish date", async () => {
    const backdated = await createPost(token, { publishAt: "2024-03-01T10:00:00Z" });
    expect(backdated).toMatchObject({ status: "published", publishDate: "2024-03-01T10:00:00.000Z" });
    const scheduled = await createPost(token, { publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    const response = await call(`/api/blog/${scheduled.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: scheduled.title, author: "A", content: "<p>x</p>", status: "draft" }),
    });
    expect(await response.json()).toMatchObject({ status: "draft", scheduledFor: null, publishDate: null });
  });

  it("refuses a publish time that is no time, changing nothing", async () => {
    const response = await call("/api/blog", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "T", author: "A", content: "x", status: "published", publishAt: "next monday" }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toHaveProperty("publishAt");
  });

  it("refuses a time zone that does not exist", async () => {
    const response = await call("/api/settings", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ timeZone: "Mars/Olympus" }),
    });
    expect(response.status).toBe(400);
    expect(env.DB).toBeDefined();
  });
});
