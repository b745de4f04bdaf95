import { test } from "@playwright/test";

/** Screens to look at (test-results/screenshots/): home, blog, an article and contact, phone and desktop. */
const PAGES = [
  ["home", "/"],
  ["blog", "/blog"],
  ["article", "/blog/corporate-compliance-2024"],
  ["contact", "/contact"],
] as const;

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        // Lazy images load as they scroll into view.
        for (const img of await page.locator('img[loading="lazy"]').all()) await img.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
      });
    }
  });
}
