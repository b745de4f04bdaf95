import { ADMIN_TEXTS, ADMIN_TOASTS, BUSY_LABELS } from "@domain/messages";
import { confirmDelete, expectToast, openAdminSignedIn, submitSeeingBusy, unique } from "./support/admin";
import { expect, type Locator, type Page, test } from "./support/test";

const toasts = ADMIN_TOASTS.testimonials;
const API = /\/api\/testimonials(\/\d+)?$/;

async function addTestimonial(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
  await dialog.getByLabel("Client Name").fill(name);
  await dialog.getByLabel("Service").selectOption("Family Law");
  await dialog.getByLabel("Rating").selectOption("4");
  await dialog.getByLabel("Testimonial Content").fill("Clear advice and quick answers.");
  await submitSeeingBusy(page, { name: "Add Testimonial", busy: BUSY_LABELS.add }, { path: API, method: "POST" });
  await expectToast(page, "Success", toasts.created);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Pending");
  await expect(row.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  return row;
}

/** Approves or rejects from the row: the toast says so, the status shows, and that button is gone. */
async function moderate(page: Page, row: Locator, name: string, verb: "Approve" | "Reject") {
  const status = verb === "Approve" ? "approved" : "rejected";
  const button = row.getByRole("button", { name: `${verb} testimonial from ${name}` });
  await button.click();
  await expectToast(page, "Success", toasts.statusChanged(status));
  await expect(row).toContainText(verb === "Approve" ? "Approved" : "Rejected");
  await expect(button).toHaveCount(0);
}

test.beforeEach(async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/testimonials");
});

test("a pending testimonial is approved, featured, edited and deleted", async ({ page }) => {
  const name = unique("Morgan Ellis");
  const row = await addTestimonial(page, name);
  await moderate(page, row, name, "Approve");

  const featured = row.getByRole("button", { name: `Featured: ${name}` });
  await expect(featured).toHaveAttribute("aria-pressed", "false");
  await featured.click();
  await expectToast(page, "Success", toasts.updated);
  await expect(featured).toHaveAttribute("aria-pressed", "true");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
  await edit.getByLabel("Testimonial Content").fill("Clear advice, quick answers and a fair fee.");
  await submitSeeingBusy(page, { name: "Update Testimonial", busy: BUSY_LABELS.update }, { path: API, method: "PUT" });
  await expectToast(page, "Success", toasts.updated);
  await expect(row).toContainText("a fair fee");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDelete(page, ADMIN_TEXTS.deleteTestimonial(name), API);
  await expectToast(page, "Success", toasts.deleted);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("a pending testimonial is rejected", async ({ page }) => {
  const name = unique("Casey Brooks");
  await moderate(page, await addTestimonial(page, name), name, "Reject");
});
