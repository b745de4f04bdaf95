import { openAdminSignedIn } from "./support/admin";
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
