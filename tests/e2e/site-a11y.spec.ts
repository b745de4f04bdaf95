import { COMMON, TESTIMONIALS_TEXT } from "../../app/lib/site-text";
import { SITE_AXE_PAGES } from "./a11y-pages";
import { exactLabel, expectAccessible, waitForHydration } from "./support/site";
import { test } from "./support/test";

for (const path of SITE_AXE_PAGES) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test.describe("at 390 px, menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/blog", "/contact"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: COMMON.menu }).click();
      await expectAccessible(page);
    });
  }
});

test("the open testimonial form with its errors", async ({ page }) => {
  await page.goto("/testimonials?form=open");
  await waitForHydration(page);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.email)).fill("a@localhost");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.name)).fill("A");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.content)).fill("B");
  await form.getByLabel(exactLabel(TESTIMONIALS_TEXT.publishConsent)).check();
  await page.getByRole("button", { name: TESTIMONIALS_TEXT.submit }).click();
  await page.getByText("Enter a valid email address.").waitFor();
  await expectAccessible(page);
});
