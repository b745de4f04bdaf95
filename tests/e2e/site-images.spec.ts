import { expect, test } from "@playwright/test";

const PUBLIC_PAGES = [
  "/",
  "/practice-areas",
  "/practice-areas/corporate-law",
  "/team",
  "/team/eleanor-whitmore",
  "/blog",
  "/blog/corporate-compliance-2024",
  "/testimonials",
  "/about",
  "/contact",
];

test("no two article covers on /blog are the same image", async ({ page, request }) => {
  await page.goto("/blog");
  const covers = await page
    .getByRole("main")
    .locator("article img")
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
  expect(covers.length).toBeGreaterThanOrEqual(10);
  expect(new Set(covers).size).toBe(covers.length);
  // Different addresses could still serve the same picture: compare the bytes too.
  const bodies = await Promise.all(covers.map(async (src) => (await request.get(src)).text()));
  expect(new Set(bodies).size).toBe(bodies.length);
});

test("every attorney has a portrait of their own and every practice area a hero of its own", async ({ request }) => {
  const team = (await (await request.get("/api/team?limit=100")).json()) as { image: string | null }[];
  const areas = (await (await request.get("/api/practice-areas?limit=100")).json()) as { heroImage: string | null }[];
  for (const images of [team.map((m) => m.image), areas.map((a) => a.heroImage)]) {
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
