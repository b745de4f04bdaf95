import { ADMIN_TOASTS } from "@domain/messages";
import { CONFLICT_TEXT } from "~/lib/admin/conflict-text";
import { SCREENSHOTS } from "./screenshots";
import { apiSignIn, expectToast, openAdmin, openAdminSignedIn, unique } from "./support/admin";
import { createStaff, signInOnPage } from "./support/staff";
import { type Browser, expect, type Page, test } from "./support/test";

/**
 * Issue 25: two people, one item. Two browser contexts (two staff, two sessions) open the same item;
 * the first saves; the second's save is refused and the dialog says who and when, shows their words
 * against yours, and offers Overwrite (knowingly) and Reload theirs (yours lost).
 */

const OTHER = "Maya Lindqvist";

// Two signed-in people, one made with `npm run admin:create`: slower than one page's test.
test.describe.configure({ timeout: 120_000 });

/** A second staff member, signed in in a browser context of their own. */
async function otherPerson(browser: Browser): Promise<Page> {
  const staff = await createStaff(OTHER);
  const page = await (await browser.newContext()).newPage();
  await signInOnPage(page, staff);
  await page.waitForURL(/\/admin(\/|$)/);
  return page;
}

async function openEdit(page: Page, path: string, name: string, dialogName: string) {
  await openAdmin(page, path);
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  return page.getByRole("dialog", { name: dialogName });
}

/** The conflict dialog, checked: who, a time, and the two texts marked in words, not colour alone. */
async function expectConflict(page: Page, theirs: string, yours: string) {
  const conflict = page.getByRole("alertdialog", { name: CONFLICT_TEXT.title });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText(`${OTHER} saved it at`);
  await expect(conflict.locator("del").filter({ hasText: theirs.split(" ").at(-1) ?? theirs })).toContainText(
    CONFLICT_TEXT.onlyTheirs,
  );
  await expect(conflict.locator("ins").filter({ hasText: yours.split(" ").at(-1) ?? yours })).toContainText(
    CONFLICT_TEXT.onlyYours,
  );
  await expect(conflict).toContainText(CONFLICT_TEXT.reloadNote);
  return conflict;
}

test("an article: the second save is refused with who, when and a diff; overwrite, then reload theirs", async ({
  page,
  request,
  browser,
}) => {
  const token = await apiSignIn(request);
  const original = unique("Original Title");
  const created = await request.post("/api/blog", {
    data: { title: original, author: "Eleanor Whitmore", content: "<p>The first words.</p>", status: "draft" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  const other = await otherPerson(browser);
  await openAdminSignedIn(page, request, "/admin/blog");
  const mine = await openEdit(page, "/admin/blog", original, "Edit Blog Post");
  const theirsDialog = await openEdit(other, "/admin/blog", original, "Edit Blog Post");

  // They save first.
  const theirs = unique("Their Title");
  await theirsDialog.getByRole("textbox", { name: "Title", exact: true }).fill(theirs);
  await theirsDialog.getByRole("button", { name: "Update Post", exact: true }).click();
  await expectToast(other, "Success", ADMIN_TOASTS.blog.updated);

  // My save, from the version I opened, is refused and explained.
  const yours = unique("My Title");
  await mine.getByRole("textbox", { name: "Title", exact: true }).fill(yours);
  await mine.getByRole("button", { name: "Update Post", exact: true }).click();
  const conflict = await expectConflict(page, theirs, yours);
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath("conflict-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath("conflict-phone.png") });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // Overwrite knowingly: mine is saved over theirs.
  await conflict.getByRole("button", { name: CONFLICT_TEXT.overwrite }).click();
  await expect(conflict).toBeHidden();
  await expect(mine).toBeHidden();
  await expectToast(page, "Success", ADMIN_TOASTS.blog.updated);
  await expect(page.getByRole("row").filter({ hasText: yours })).toBeVisible();

  // They still hold the version before mine: their next save meets my overwrite; they take mine.
  const again = other.getByRole("dialog", { name: "Edit Blog Post" });
  await other
    .getByRole("row")
    .filter({ hasText: theirs })
    .getByRole("button", { name: `Edit ${theirs}` })
    .click();
  const lost = unique("Lost Title");
  await again.getByRole("textbox", { name: "Title", exact: true }).fill(lost);
  await again.getByRole("button", { name: "Update Post", exact: true }).click();
  const second = other.getByRole("alertdialog", { name: CONFLICT_TEXT.title });
  await expect(second).toContainText(yours.split(" ").at(-1) ?? yours);
  await second.getByRole("button", { name: CONFLICT_TEXT.reload }).click();
  await expect(second).toBeHidden();
  await expect(again.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(yours);
  // Reloaded, the form holds the current version: saving now lands.
  await again.getByLabel("Status").selectOption("published");
  await again.getByRole("button", { name: "Update Post", exact: true }).click();
  await expectToast(other, "Success", ADMIN_TOASTS.blog.updated);
  await expect(again).toBeHidden();
  await other.context().close();
});

test.describe("the firm's settings", () => {
  // Saves the firm's settings: runs alone (support/test.ts).
  test.use({ firmSettings: "changes" });

  test("the firm's settings: a stale save is refused, and Reload theirs shows what is stored", async ({
    page,
    request,
    browser,
  }) => {
    const other = await otherPerson(browser);
    await openAdminSignedIn(page, request, "/admin/settings");
    await openAdmin(other, "/admin/settings");
    const hoursOf = (p: Page) => p.getByLabel("Saturday");
    await page.getByRole("tab", { name: "Office Hours" }).click();
    const before = await hoursOf(page).inputValue();

    // They change Saturday's hours and save; mine, from the older version, meet theirs.
    const theirs = `By appointment ${unique("t").split(" ").at(-1)}`;
    await other.getByRole("tab", { name: "Office Hours" }).click();
    await hoursOf(other).fill(theirs);
    await other.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(other, "Success");

    const yours = `Closed ${unique("y").split(" ").at(-1)}`;
    await hoursOf(page).fill(yours);
    await page.getByRole("button", { name: "Save Changes" }).click();
    const conflict = await expectConflict(page, theirs, yours);
    await conflict.getByRole("button", { name: CONFLICT_TEXT.reload }).click();
    await expect(conflict).toBeHidden();
    await expect(hoursOf(page)).toHaveValue(theirs);

    // Put the hours back as they were, from the version now held: it lands.
    await hoursOf(page).fill(before);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Success");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await other.context().close();
  });
});
