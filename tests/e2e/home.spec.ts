import { expect, test } from "./support/test";

test("the home page renders the firm and its featured practice areas from the database", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Practice Areas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn More" }).first()).toBeVisible();
});

test("an unknown path is a 404 with 'Page Not Found'", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the hero's attorney portraits are round, not squeezed, on a laptop and a phone", async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const portraits = page.getByRole("link", { name: "Meet our attorneys" }).locator("xpath=../..").getByRole("img");
    await expect(portraits).toHaveCount(3);
    for (const portrait of await portraits.all()) {
      const box = await portrait.boundingBox();
      expect(box?.width, `${viewport.width} px`).toBeGreaterThanOrEqual(60);
      expect(box?.width, `${viewport.width} px`).toBe(box?.height);
    }
  }
});
