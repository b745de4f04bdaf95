import { SIGN_IN } from "./a11y-pages";
import { openAdmin, openAdminSignedIn } from "./support/admin";
import { seriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test("the sign-in page has no serious or critical axe violation", async ({ page }) => {
  await openAdmin(page, SIGN_IN);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

const PAGES = [
  { path: "/admin/dashboard", ready: "Recent Activity" },
  { path: "/admin/contacts", ready: "Export CSV" },
  { path: "/admin/blog", ready: "New Post" },
  { path: "/admin/team", ready: "Add Attorney" },
  { path: "/admin/practice-areas", ready: "Add Practice Area" },
  { path: "/admin/testimonials", ready: "Add Testimonial" },
  { path: "/admin/settings", ready: "Save Changes" },
  { path: "/admin/subscribers", ready: "Export CSV" },
];

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical axe violation`, async ({ page, request }) => {
    await openAdminSignedIn(page, request, path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expect(page.locator(".animate-pulse")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("an open dialog and a delete confirmation have no serious or critical axe violation", async ({
  page,
  request,
}) => {
  await openAdminSignedIn(page, request, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a dialog traps focus and Escape returns it to the opener", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/testimonials");
  const opener = page.getByRole("button", { name: "Add Testimonial" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
  // A form dialog opens in its first field (defect 2), and focus stays inside it.
  await expect(dialog.getByRole("textbox").first()).toBeFocused();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
