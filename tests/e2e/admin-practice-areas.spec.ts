import { ADMIN_EXTRA_TOASTS, ADMIN_TEXTS, BUSY_LABELS, TOASTS } from "@domain/messages";
import { slugify } from "@domain/slug";
import {
  confirmDelete,
  expectToast,
  openAdmin,
  openAdminSignedIn,
  signedIn,
  submitSeeingBusy,
  unique,
} from "./support/admin";
import { expect, test } from "./support/test";

const AREAS_API = /\/api\/practice-areas(\/\d+)?$/;

test("a practice area with detail content is added, viewed, edited and deleted", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/practice-areas");
  const title = unique("Immigration Law");

  await page.getByRole("button", { name: "Add Practice Area" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Practice Area" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slugify(title));
  await dialog.getByLabel("Icon").fill("🛂");
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Visas, green cards and citizenship.");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByLabel("Cases Handled").fill("120");
  await dialog.getByRole("textbox", { name: "Services", exact: true }).fill("Family visas\nEmployment visas");
  await dialog.getByRole("button", { name: "Add FAQ" }).click();
  await dialog.getByLabel("Question (FAQ 1)").fill("How long does it take?");
  await dialog.getByLabel("Answer (FAQ 1)").fill("Usually a few months.");
  await submitSeeingBusy(
    page,
    { name: "Add Practice Area", busy: BUSY_LABELS.add },
    { path: AREAS_API, method: "POST" },
  );
  await expectToast(page, TOASTS.practiceAreaAdded.title, TOASTS.practiceAreaAdded.description);

  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(`/${slugify(title)}`);
  await expect(row).toContainText("120");
  await expect(row).toContainText("Published");
  const view = row.getByRole("link", { name: `View ${title} (opens in a new tab)` });
  await expect(view).toHaveAttribute("href", `/practice-areas/${slugify(title)}`);
  await expect(view).toHaveAttribute("target", "_blank");

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Practice Area" });
  await expect(edit.getByLabel("Answer (FAQ 1)")).toHaveValue("Usually a few months.");
  await edit.getByLabel("Cases Handled").fill("150");
  await submitSeeingBusy(
    page,
    { name: "Update Practice Area", busy: BUSY_LABELS.update },
    { path: AREAS_API, method: "PUT" },
  );
  await expectToast(page, "Success", ADMIN_EXTRA_TOASTS.practiceAreas.updated);
  await expect(row).toContainText("150");

  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await confirmDelete(page, ADMIN_TEXTS.deleteNamed(title), AREAS_API);
  await expectToast(page, "Success", ADMIN_EXTRA_TOASTS.practiceAreas.deleted);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("a draft practice area has no View link to its (not yet public) page; a published one has (defect 7)", async ({
  page,
  request,
}) => {
  const token = await signedIn(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const tag = unique("View Test");
  const draft = `${tag} Draft`;
  const published = `${tag} Published`;
  for (const [title, status] of [
    [draft, "draft"],
    [published, "published"],
  ] as const) {
    const created = await request.post("/api/practice-areas", {
      headers,
      data: { title, description: "An area for the View link test.", status },
    });
    expect(created.status()).toBe(201);
  }

  await openAdmin(page, "/admin/practice-areas");
  await page.getByRole("searchbox").fill(tag);
  const draftRow = page.getByRole("row").filter({ hasText: draft });
  await expect(draftRow.getByRole("button", { name: `Edit ${draft}` })).toBeVisible();
  await expect(draftRow.getByRole("link", { name: /^View / })).toHaveCount(0);
  expect((await request.get(`/practice-areas/${slugify(draft)}`)).status()).toBe(404);

  const publishedRow = page.getByRole("row").filter({ hasText: published });
  await expect(publishedRow.getByRole("link", { name: `View ${published} (opens in a new tab)` })).toHaveAttribute(
    "href",
    `/practice-areas/${slugify(published)}`,
  );
});
