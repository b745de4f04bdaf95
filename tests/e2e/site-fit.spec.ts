import { PUBLIC_PAGES } from "./support/site";
import { expect, test } from "./support/test";

/** Every public page, including the states a visitor can reach (a 404, an article, a profile, a legal text). */
const PAGES = [...PUBLIC_PAGES, "/legal/privacy-policy", "/newsletter", "/no-such-page", "/admin/login"];

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("no public page scrolls sideways at 390 px", async ({ page }) => {
    test.setTimeout(90_000); // fourteen pages on a shared, loaded machine
    for (const path of PAGES) {
      await page.goto(path);
      const wider = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > window.innerWidth + 1;
          })
          // A decoration clipped by an ancestor does not widen the page.
          .filter((el) => {
            for (let up = el.parentElement; up; up = up.parentElement) {
              if (["hidden", "clip"].includes(getComputedStyle(up).overflowX)) return false;
            }
            return true;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`)
          .slice(0, 5),
      );
      expect(wider, `${path}: nothing reaches past the right edge`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
