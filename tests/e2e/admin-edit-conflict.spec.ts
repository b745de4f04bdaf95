import { ADMIN_TOASTS } from "@domain/messages";
import { CONFLICT_TEXT } from "~/lib/admin/conflict-text";
import { PRESENCE_TEXT } from "~/lib/admin/presence-text";
import { SCREENSHOTS } from "./screenshots";
import { apiSignIn, expectToast, openAdmin, openAdminSignedIn, unique } from "./support/admin";
import { createStaff, signInOnPage } from "./support/staff";
import { type Browser, expect, type Page, test } from "./support/test";

/**
 * Issue 25: two people, one item. Two browser contexts (two staff, two sessions) open the same item;
 * the first saves; the second's save is refused and the dialog says who and when, shows their words
 * against yours, and offers Overwrite (knowingly) and Reload theirs (yours lost). Issue 39: each sees
 * the other editing within seconds, the same account in two tabs is "you", and a tab that lost a
 * conflict never says "Saved".
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

/** Opens an article's writing page from the list's Edit. */
async function openPost(page: Page, name: string) {
  await openAdmin(page, "/admin/blog");
  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  return page.getByRole("form", { name: "Edit Blog Post" });
}

/** The conflict dialog, checked: who, a time, and the two texts marked in words, not colour alone. */
async function expectConflict(page: Page, theirs: string, yours: string) {
  const conflict = page.getByRole("alertdialog", { name: CONFLICT_TEXT.titleBy(OTHER) });
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

test("an article: each sees the other editing; the second save is refused with who, when and a diff, and the footer says not saved; overwrite, then reload theirs", async ({
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
  const mine = await openPost(page, original);
  const theirsDialog = await openPost(other, original);
  // Presence: each sees the other by name within a heartbeat or two.
  await expect(mine.getByRole("status").filter({ hasText: PRESENCE_TEXT.isEditing(OTHER) })).toBeVisible();
  // (The demo administrator's name is whatever the account screen's tests left it.)
  await expect(theirsDialog.getByRole("status").filter({ hasText: / is editing$/ })).toBeVisible();

  // They save first.
  const theirs = unique("Their Title");
  await theirsDialog.getByRole("textbox", { name: "Title", exact: true }).fill(theirs);
  await theirsDialog.getByRole("button", { name: "Update Post", exact: true }).click();
  await expectToast(other, "Success", ADMIN_TOASTS.blog.updated);
  // They open it again at once: the page reads the post as it now is (their version).
  const again = await openPost(other, theirs);
  await expect(again.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(theirs);

  // My save, from the version I opened, is refused and explained.
  const yours = unique("My Title");
  await mine.getByRole("textbox", { name: "Title", exact: true }).fill(yours);
  await mine.getByRole("button", { name: "Update Post", exact: true }).click();
  let conflict = await expectConflict(page, theirs, yours);
  // Keep editing: the footer says the changes are not saved, never "Saved", and leads back to the conflict.
  await conflict.getByRole("button", { name: CONFLICT_TEXT.keepEditing }).click();
  await expect(conflict).toBeHidden();
  await expect(mine.getByRole("status").filter({ hasText: CONFLICT_TEXT.unsaved })).toBeVisible();
  await expect(mine.getByText(/^Saved \d{1,2}:\d{2}/)).toHaveCount(0);
  await mine.getByRole("button", { name: CONFLICT_TEXT.resolve }).click();
  conflict = await expectConflict(page, theirs, yours);
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
  const lost = unique("Lost Title");
  await again.getByRole("textbox", { name: "Title", exact: true }).fill(lost);
  await again.getByRole("button", { name: "Update Post", exact: true }).click();
  const second = other.getByRole("alertdialog", { name: / saved this while you were editing$/ });
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

  // The same account in two tabs: "You, in another tab", and the loser hears it was you.
  const tab2 = await page.context().newPage();
  const first = await openPost(page, yours);
  const secondTab = await openPost(tab2, yours);
  await expect(first.getByRole("status").filter({ hasText: PRESENCE_TEXT.you })).toBeVisible();
  await expect(secondTab.getByRole("status").filter({ hasText: PRESENCE_TEXT.you })).toBeVisible();
  await secondTab.getByRole("textbox", { name: "Title", exact: true }).fill(unique("From Tab Two"));
  await secondTab.getByRole("button", { name: "Update Post", exact: true }).click();
  await expect(secondTab).toBeHidden();
  await first.getByRole("textbox", { name: "Title", exact: true }).fill(unique("From Tab One"));
  await first.getByRole("button", { name: "Update Post", exact: true }).click();
  await expect(page.getByRole("alertdialog", { name: CONFLICT_TEXT.titleByYou })).toBeVisible();
  await tab2.close();
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
