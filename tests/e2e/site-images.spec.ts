import { demoBlogPosts } from "../../db/seed/content/blog";
import { demoPracticeAreas } from "../../db/seed/content/practice-areas";
import { demoTeamMembers } from "../../db/seed/content/team";
import { PUBLIC_PAGES } from "./support/site";
import { expect, test } from "./support/test";

test("no two article covers are the same image", async ({ request }) => {
  // The published demo articles, wherever they sit among what other tests published (those share one picture).
  const demoSlugs = new Set(demoBlogPosts.filter((post) => post.status === "published").map((post) => post.slug));
  const posts: { slug: string; image: string | null }[] = [];
  for (let page = 1; ; page++) {
    const batch = (await (await request.get(`/api/blog?limit=100&page=${page}`)).json()) as typeof posts;
    posts.push(...batch);
    if (batch.length < 100) break;
  }
  const covers = posts.filter((post) => demoSlugs.has(post.slug)).map((post) => post.image ?? "");
  expect(covers.length).toBe(demoSlugs.size);
  expect(new Set(covers).size).toBe(covers.length);
  // Different addresses could still serve the same picture: compare the bytes too.
  const bodies = await Promise.all(covers.map(async (src) => (await request.get(src)).text()));
  expect(new Set(bodies).size).toBe(bodies.length);
});

test("every attorney has a portrait of their own and every practice area a hero of its own", async ({ request }) => {
  // The demo profiles and areas, among whatever other tests added (without pictures).
  const attorneys = new Set(demoTeamMembers.map((m) => m.id));
  const areaSlugs = new Set(demoPracticeAreas.filter((a) => a.status === "published").map((a) => a.slug));
  const team = (await (await request.get("/api/team?limit=100")).json()) as { id: string; image: string | null }[];
  const areas = (await (await request.get("/api/practice-areas?limit=100")).json()) as {
    slug: string;
    heroImage: string | null;
  }[];
  const portraits = team.filter((m) => attorneys.has(m.id)).map((m) => m.image);
  const heroes = areas.filter((a) => areaSlugs.has(a.slug)).map((a) => a.heroImage);
  expect(portraits).toHaveLength(attorneys.size);
  expect(heroes).toHaveLength(areaSlugs.size);
  for (const images of [portraits, heroes]) {
    expect(images.every((src) => src?.startsWith("/media/"))).toBe(true);
    expect(new Set(images).size).toBe(images.length);
  }
});

test("every <img> on the public pages has width, height and alt, and loads", async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const images = await page.locator("img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        alt: img.getAttribute("alt"),
      })),
    );
    for (const img of images) {
      expect(Number(img.width), `${path} ${img.src} width`).toBeGreaterThan(0);
      expect(Number(img.height), `${path} ${img.src} height`).toBeGreaterThan(0);
      expect(img.alt, `${path} ${img.src} alt`).not.toBeNull();
    }
    for (const img of await page.locator("img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { message: path })
        .toBeGreaterThan(0);
    }
  }
});
