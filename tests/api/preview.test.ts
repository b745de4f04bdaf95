import { exports } from "cloudflare:workers";
import { teamMembers } from "@db/schema";
import { formatInZone } from "@domain/time-format";
import { signPreview, verifyPreview } from "@worker/data/preview";
import { readFirmSettings } from "@worker/data/settings";
import { describe, expect, it, vi } from "vitest";
import { ARTICLE, PREVIEW_TEXT } from "~/lib/site-text";
import { adminToken, jsonInit } from "../support/admin";
import { call, createArea, createPost } from "../support/content";
import { testDb, unique } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const page = (path: string) => exports.default.fetch(`http://site.test${path}`);
const token = await adminToken();

async function previewLink(kind: string, id: string | number): Promise<{ url: string; expiresAt: string }> {
  const response = await call(`/api/content/${kind}/${id}/preview`, jsonInit("POST", undefined, token));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

describe("draft previews", () => {
  it("shows a draft post to the link's holder, private and unindexed, and a 404 to everyone else", async () => {
    const post = await createPost(token, { status: "draft", title: unique("Draft Preview") });
    const { url, expiresAt } = await previewLink("post", post.id);
    expect(url).toMatch(new RegExp(`^/blog/${post.slug}\\?preview=`));
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const previewed = await page(url);
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
    const html = await previewed.text();
    expect(html).toContain(post.title);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);

    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    expect((await page(`/blog/${post.slug}?preview=1.abc`)).status).toBe(404);
    // The signature is for this item only: another draft's link opens nothing else.
    const other = await createPost(token, { status: "draft" });
    const token2 = new URL(url, "http://x").searchParams.get("preview") ?? "";
    expect((await page(`/blog/${other.slug}?preview=${encodeURIComponent(token2)}`)).status).toBe(404);
  });

  it("carries the banner with the link's expiry in the firm's time, and no share buttons; the public page neither", async () => {
    const post = await createPost(token, { status: "draft", title: unique("Bannered Draft") });
    const { url, expiresAt } = await previewLink("post", post.id);
    const { timeZone } = await readFirmSettings(testDb());
    const html = await (await page(url)).text();
    expect(html).toContain(PREVIEW_TEXT.banner(formatInZone(expiresAt, timeZone)));
    expect(html).not.toContain(ARTICLE.shareOn);

    const published = await createPost(token, { title: unique("Public Post") });
    const publicHtml = await (await page(`/blog/${published.slug}`)).text();
    expect(publicHtml).toContain(ARTICLE.shareOn);
    expect(publicHtml).not.toContain("Preview, not published");
    // A practice area's preview has the banner too.
    const area = await createArea(token, { status: "draft" });
    const areaLink = await previewLink("practice-area", area.id);
    expect(await (await page(areaLink.url)).text()).toContain(
      PREVIEW_TEXT.banner(formatInZone(areaLink.expiresAt, timeZone)),
    );
  });

  it("checks the signature and its expiry", async () => {
    const db = testDb();
    const now = new Date();
    const grant = await signPreview(db, "post", "7", now);
    expect(await verifyPreview(db, "post", "7", grant.token, now)).toBe(true);
    const [expires, signature] = grant.token.split(".");
    // Stretching the expiry breaks the signature; another item or kind is refused.
    expect(await verifyPreview(db, "post", "7", `${Number(expires) + 3600}.${signature}`, now)).toBe(false);
    expect(await verifyPreview(db, "post", "8", grant.token, now)).toBe(false);
    expect(await verifyPreview(db, "practice-area", "7", grant.token, now)).toBe(false);
    const flipped = `${expires}.${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`;
    expect(await verifyPreview(db, "post", "7", flipped, now)).toBe(false);
    // 24 hours later the link is dead.
    const later = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    expect(await verifyPreview(db, "post", "7", grant.token, later)).toBe(false);
    expect(await verifyPreview(db, "post", "7", grant.token, new Date(now.getTime() + 23 * 3_600_000))).toBe(true);
  });

  it("previews a draft practice area and an inactive attorney", async () => {
    const area = await createArea(token, { status: "draft" });
    const areaLink = await previewLink("practice-area", area.id);
    expect((await page(`/practice-areas/${area.slug}`)).status).toBe(404);
    expect(await (await page(areaLink.url)).text()).toContain(area.title);

    const id = unique("inactive-attorney").toLowerCase();
    await testDb().insert(teamMembers).values({ id, name: "Ina Active", role: "Senior Associate", status: "inactive" });
    const link = await previewLink("attorney", id);
    expect((await page(`/team/${id}`)).status).toBe(404);
    const previewed = await page(link.url);
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain("Ina Active");
  });

  it("gives links to staff only, for items that exist", async () => {
    const post = await createPost(token);
    expect((await call(`/api/content/post/${post.id}/preview`, jsonInit("POST"))).status).toBe(401);
    expect((await call("/api/content/post/99999999/preview", jsonInit("POST", undefined, token))).status).toBe(404);
    expect((await call("/api/content/widget/1/preview", jsonInit("POST", undefined, token))).status).toBe(404);
  });
});
