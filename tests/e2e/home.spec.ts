import { expect, test } from "@playwright/test";

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
