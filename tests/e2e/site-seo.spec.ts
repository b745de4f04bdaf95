import { lazyAdminApi, unique } from "./support/api";
import { publishPost } from "./support/content";
import { expect, type Page, test } from "./support/test";

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const PAGES: [path: string, jsonLd: string[]][] = [
  ["/", ["LegalService"]],
  ["/practice-areas", []],
  ["/practice-areas/corporate-law", ["FAQPage"]],
  ["/team", []],
  ["/team/eleanor-whitmore", ["Person"]],
  ["/blog", []],
  ["/blog/corporate-compliance-2024", ["BlogPosting"]],
  ["/testimonials", []],
  ["/about", []],
  ["/contact", ["LegalService"]],
  ["/legal/attorney-disclaimer", []],
];

const jsonLdOf = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    ),
  );

for (const [path, types] of PAGES) {
  test(`${path}: title, description, canonical, Open Graph${types.length ? `, ${types.join(", ")}` : ""}`, async ({
    page,
  }) => {
    await page.goto(path);
    const url = new URL(path, page.url()).href.replace(/\?.*$/, "");
    expect(await page.title()).not.toBe("");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\//);
    // The types each page must carry; every block's full shape is checked in tests/app/structured-data-pages.test.ts.
    expect((await jsonLdOf(page)).map((d) => d["@type"])).toEqual(expect.arrayContaining(types));
  });
}

test("a practice area shares its generated card, drawn by the card Worker: a 1200×630 PNG", async ({
  page,
  request,
}) => {
  await page.goto("/practice-areas/corporate-law");
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toMatch(/\/cards\/practice-area\/\d+\.png\?v=/);
  const response = await request.get(card ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("JSON-LD is serialised safely: a title with markup cannot close the script", async ({ page }) => {
  const title = `</script><script>window.__pwned=1</script> ${unique("T")}`;
  const post = await publishPost(api, unique("ld"), { title });
  await page.goto(`/blog/${post.slug}`);
  const [ld] = await jsonLdOf(page);
  expect(ld?.headline).toBe(title);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("sitemap.xml indexes sitemaps of public pages from the database, never drafts", async ({ request }) => {
  const token = unique("map");
  const published = await publishPost(api, token);
  const draft = await publishPost(api, token, { status: "draft" });
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const index = await response.text();
  expect(index).toContain("<sitemapindex");
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const xml = (await Promise.all(children.map(async (path) => (await request.get(path)).text()))).join("\n");
  expect(xml).toContain(`/blog/${published.slug}</loc>`);
  expect(xml).not.toContain(`/blog/${draft.slug}<`);
  expect(xml).toContain("/team/eleanor-whitmore</loc>");
  expect(xml).toContain("/practice-areas/litigation</loc>");
});

test("robots.txt keeps crawlers out of the back office and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test("rss.xml carries the newest published articles", async ({ request }) => {
  const published = await publishPost(api, unique("rss"));
  const draft = await publishPost(api, unique("rss"), { status: "draft" });
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain(`<title>${published.title}</title>`);
  expect(xml).not.toContain(draft.title);
});
