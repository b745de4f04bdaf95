import { ADMIN_TEXTS, ADMIN_TOASTS, BUSY_LABELS } from "@domain/messages";
import { slugify } from "@domain/slug";
import { confirmDelete, expectToast, openAdminSignedIn, submitSeeingBusy, unique } from "./support/admin";
import { expect, test } from "./support/test";

const toasts = ADMIN_TOASTS.blog;
const BLOG_API = /\/api\/blog(\/\d+)?$/;

test("a post is created, edited (on its writing page) and deleted", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/blog");
  const title = unique("Estate Planning for Founders");

  // New Post: the slug follows the title (SPEC §5) and stays editable; tags as comma text.
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("form", { name: "New Blog Post" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slugify(title));
  // Choosing the author's profile fills the empty author name.
  await dialog.getByLabel("Author Profile").selectOption({ label: "Eleanor Whitmore" });
  await expect(dialog.getByRole("textbox", { name: "Author" })).toHaveValue("Eleanor Whitmore");
  await dialog.getByLabel("Category").selectOption("Legal Updates");
  await dialog.getByLabel("Tags").fill(" planning, , founders ");
  const content = dialog.getByRole("textbox", { name: "Content", exact: true });
  await content.fill("Plan early.");
  await content.selectText();
  await dialog.getByRole("button", { name: "Bold" }).click();
  await expect(content.locator("strong")).toHaveText("Plan early.");
  // HTML typed into the source view reaches the visual editor only through the sanitiser.
  const source = dialog.getByRole("button", { name: "HTML source" });
  await source.click();
  await dialog
    .getByRole("textbox", { name: "Content (HTML source)" })
    .fill('<p>Plan early.</p><script>alert(1)</script><img src=x onerror="alert(2)">');
  await source.click();
  await expect(content).toContainText("Plan early.");
  expect(await content.innerHTML()).not.toMatch(/<script|onerror/i);

  await submitSeeingBusy(
    page,
    { name: "Create Post", busy: BUSY_LABELS.create },
    { path: BLOG_API, method: "POST" },
    dialog,
  );
  await expectToast(page, "Success", toasts.created);
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(slugify(title));
  await expect(row).toContainText("Draft");

  // Edit: publish it.
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: "Edit Blog Post" });
  await expect(edit.getByLabel("Tags")).toHaveValue("planning, founders");
  await edit.getByLabel("Status").selectOption("published");
  await submitSeeingBusy(
    page,
    { name: "Update Post", busy: BUSY_LABELS.update },
    { path: BLOG_API, method: "PUT" },
    edit,
  );
  await expectToast(page, "Success", toasts.updated);
  await expect(row).toContainText("Published");

  // Search by tag finds it; delete with SPEC's sentence.
  await page.getByRole("searchbox", { name: "Search posts by title, author or tag" }).fill("founders");
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await confirmDelete(page, ADMIN_TEXTS.deletePost(title), BLOG_API);
  await expectToast(page, "Success", toasts.deleted);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("a failed create keeps the writing page with the field messages", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("form", { name: "New Blog Post" });
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Title is required.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute("aria-invalid", "true");
});
