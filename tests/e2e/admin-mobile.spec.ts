import { openAdmin, openAdminSignedIn, signedIn } from "./support/admin";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("on a phone the sidebar is a drawer that opens, navigates and closes", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/dashboard");
  const adminNav = page.getByRole("navigation", { name: "Admin" });
  await expect(adminNav).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin menu" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await drawer.getByRole("link", { name: "Testimonials" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();
});

test("admin pages fit a 390 px screen: nothing but the tables scrolls sideways", async ({ page, request }) => {
  await signedIn(page, request);
  for (const path of [
    "/admin/dashboard",
    "/admin/contacts",
    "/admin/blog",
    "/admin/team",
    "/admin/practice-areas",
    "/admin/testimonials",
    "/admin/settings",
    "/admin/subscribers",
    "/admin/blog/new",
  ]) {
    await openAdmin(page, path);
    await expect(page.locator(".animate-pulse")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Against the phone's width, not innerWidth: a mobile browser widens its viewport to fit overflowing content.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(PHONE.width);
  }
  // The writing page (issue 39): the text first; the post's settings are a drawer the Settings button opens.
  const settings = page.getByRole("complementary", { name: "Post settings" });
  await expect(page.getByRole("textbox", { name: "Content", exact: true })).toBeVisible();
  await expect(settings).toBeHidden();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(settings.getByRole("textbox", { name: "Slug" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
