import { ADMIN_ACCOUNT_PATH, ADMIN_NAV } from "@domain/constants";
import { SIGN_IN } from "./a11y-pages";
import { openAdmin, openAdminSignedIn, signedIn } from "./support/admin";
import { seriousAxeViolations, wcagAxeViolations } from "./support/axe";
import { htmlcsErrors } from "./support/htmlcs";
import { expect, test } from "./support/test";

test("the sign-in page passes axe's WCAG 2.2 AA rules and HTML_CodeSniffer's WCAG2AA", async ({ page }) => {
  await openAdmin(page, SIGN_IN);
  expect([...(await wcagAxeViolations(page)), ...(await htmlcsErrors(page))]).toEqual([]);
});

/** Every back-office screen a signed-in owner reaches: the sidebar's and the account page. */
const SCREENS = [...ADMIN_NAV.map(({ to }) => to), ADMIN_ACCOUNT_PATH];

// One sign-in and one page for all the screens (WCAG 2.2 AA by axe, WCAG2AA by HTML_CodeSniffer):
// what each screen shows once its data has loaded, with nothing found by either checker.
test("every back-office screen passes axe's WCAG 2.2 AA rules and HTML_CodeSniffer's WCAG2AA", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, request);
  const found: Record<string, string[]> = {};
  for (const path of SCREENS) {
    await openAdmin(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".animate-pulse")).toHaveCount(0);
    const problems = [...(await wcagAxeViolations(page)), ...(await htmlcsErrors(page))];
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
});

test("the writing page and a delete confirmation have no serious or critical axe violation", async ({
  page,
  request,
}) => {
  await openAdminSignedIn(page, request, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(
    page.getByRole("form", { name: "New Blog Post" }).getByRole("textbox", { name: "Content" }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await openAdmin(page, "/admin/blog");
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
