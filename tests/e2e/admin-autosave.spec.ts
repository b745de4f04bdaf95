import { SCREENSHOTS } from "./screenshots";
import { holdRequests, openAdmin, signedIn, unique } from "./support/admin";
import { lazyAdminApi } from "./support/api";
import { newStaff } from "./support/control";
import { expect, type Page, test } from "./support/test";

/** Never lose a word (issue 25): autosave, its indicator, restoring after a closed tab, the leave prompt. */

const api = lazyAdminApi();
test.describe.configure({ timeout: 120_000 });
test.afterAll(() => api.dispose());

// The time of day with the firm's zone named (New York by default), as every time the back office shows.
const SAVED = /^Saved \d{1,2}:\d{2} [AP]M E[SD]T$/;
const AUTOSAVE_API = /\/api\/autosaves\//;

/** The dialog's question "is there an autosave?", answered: only then can "no offer" be asserted. */
const autosaveChecked = (page: Page) =>
  page.waitForResponse((r) => AUTOSAVE_API.test(r.url()) && r.request().method() === "GET");

/** A draft of our own (the blog list is searched for it), open in its edit dialog. */
async function openOwnPost(page: Page) {
  const title = unique("Autosaved Article");
  await api.post("/blog", {
    title,
    author: "Eleanor Whitmore",
    category: "Legal Updates",
    status: "draft",
    excerpt: "",
    content: "<p>The saved words.</p>",
    tags: [],
    featured: false,
  });
  await openAdmin(page, "/admin/blog");
  await page.getByRole("searchbox", { name: "Search posts by title, author or tag" }).fill(title);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("form", { name: "Edit Blog Post" });
  const content = dialog.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toContainText("The saved words.");
  return { title, dialog, content };
}

async function typeAtEnd(page: Page, content: ReturnType<Page["getByRole"]>, text: string) {
  await content.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

test("autosave, then close the tab without saving, reopen and restore: the text is back", async ({ page, request }) => {
  await signedIn(page, request);
  const { title, dialog, content } = await openOwnPost(page);
  const words = unique(" Words typed after the save");
  await typeAtEnd(page, content, words);
  await expect(dialog.getByRole("status")).toHaveText(SAVED);

  // The tab closes (a crash, a closed window): nothing was saved for real.
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await openAdmin(again, "/admin/blog");
  await again.getByRole("searchbox", { name: "Search posts by title, author or tag" }).fill(title);
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  const reopened = again.getByRole("form", { name: "Edit Blog Post" });
  const offer = reopened.getByRole("region", { name: "Unsaved changes were found" });
  await expect(offer).toContainText(/You have an autosave from \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  const reopenedContent = reopened.getByRole("textbox", { name: "Content", exact: true });
  await expect(reopenedContent).not.toContainText(words.trim());
  if (SCREENSHOTS) await again.screenshot({ path: "test-results/autosave-restore-desktop.png" });
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(offer).toBeHidden();
  await expect(reopenedContent).toContainText(`The saved words.${words}`);

  // Saving for real keeps the text and clears the autosave: the next open offers nothing.
  await reopened.getByRole("button", { name: "Update Post" }).click();
  await expect(reopened).toBeHidden();
  const checked = autosaveChecked(again);
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  const third = again.getByRole("form", { name: "Edit Blog Post" });
  await expect(third.getByRole("textbox", { name: "Content", exact: true })).toContainText(words.trim());
  await checked;
  await expect(third.getByRole("region", { name: "Unsaved changes were found" })).toHaveCount(0);
});

test("a new article autosaves before its first save, and Discard drops the offer", async ({ page, request }) => {
  // A new article's autosave is the person's one "new post" draft: any test saving a new post as the
  // demo administrator clears it, so this one writes as a person of its own.
  await signedIn(page, request, (await newStaff()).email);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("form", { name: "New Blog Post" });
  const title = unique("Never Saved");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(dialog.getByRole("status")).toHaveText(SAVED);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/autosave-saved-phone.png" });

  // The writing page is an address of its own (issue 39): reloading it opens the new post again.
  await page.reload();
  await page.locator("[data-admin-hydrated]").waitFor();
  const offer = page.getByRole("region", { name: "Unsaved changes were found" });
  await expect(offer).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/autosave-restore-phone.png" });
  await offer.getByRole("button", { name: "Discard" }).click();
  await expect(offer).toBeHidden();
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const checked = autosaveChecked(page);
  await page.getByRole("button", { name: "New Post" }).click();
  await checked;
  await expect(offer).toHaveCount(0);
});

test("the indicator: Saving…, Saved at the firm's time, Not saved with a working Retry", async ({ page, request }) => {
  await signedIn(page, request);
  const { dialog, content } = await openOwnPost(page);
  const status = dialog.getByRole("status");
  await expect(status).toHaveText("");

  const held = await holdRequests(page, AUTOSAVE_API, "PUT");
  await typeAtEnd(page, content, " One.");
  await expect(status).toHaveText("Saving…");
  held.release();
  await expect(status).toHaveText(SAVED);

  // The server is out of reach: Not saved, and Retry sends it once it is back.
  await page.route(AUTOSAVE_API, (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await typeAtEnd(page, content, " Two.");
  await expect(status).toHaveText(/^Not saved/);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/autosave-not-saved-desktop.png" });
  await page.unroute(AUTOSAVE_API);
  const retried = page.waitForRequest((r) => AUTOSAVE_API.test(r.url()) && r.method() === "PUT");
  await dialog.getByRole("button", { name: "Retry" }).click();
  expect((await retried).postDataJSON().fields.content).toContain("One. Two.");
  await expect(status).toHaveText(SAVED);
});

test("leaving with unsaved changes asks first, in the back office and when the tab closes", async ({
  page,
  request,
}) => {
  // Its typing autosaves a "new post" draft: of a person of its own, not the demo administrator's.
  await signedIn(page, request, (await newStaff()).email);
  await openAdmin(page, "/admin/dashboard");
  await page.getByRole("link", { name: "Blog Posts" }).first().click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("form", { name: "New Blog Post" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(unique("Unsaved"));

  // In-app navigation (the browser's Back) is held by an accessible confirm; Stay keeps everything.
  await page.goBack();
  const confirm = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Stay" })).toBeFocused();
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/autosave-leave-desktop.png" });
  await confirm.getByRole("button", { name: "Stay" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(dialog).toBeVisible();

  // Closing the tab: the browser's own prompt.
  let asked = "";
  page.once("dialog", async (prompt) => {
    asked = prompt.type();
    await prompt.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toBe("beforeunload");
  expect(page.isClosed()).toBe(false);

  // Leave goes (back to the list the writing page was opened from).
  await page.goBack();
  await confirm.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
});
