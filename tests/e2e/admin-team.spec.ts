import { ADMIN_TEXTS, ADMIN_TOASTS, BUSY_LABELS, NOT_SPECIFIED } from "@domain/messages";
import { confirmDelete, expectToast, openAdmin, openAdminSignedIn, submitSeeingBusy, unique } from "./support/admin";
import { expect, type Page, test } from "./support/test";

// One after the other: the first test deletes the attorney it made, which the second may have read
// as the one before its own (failed when the two ran side by side).
test.describe.configure({ mode: "default" });

const toasts = ADMIN_TOASTS.team;
const TEAM_API = /\/api\/team(\/[a-z0-9-]+)?$/;

/** Opens the Add Attorney dialog with the two fields every attorney needs filled in. */
async function addAttorneyDialog(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Attorney" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Attorney" });
  await dialog.getByLabel("Full Name").fill(name);
  await dialog.getByLabel("Role").selectOption("Associate Attorney");
  return dialog;
}

test("an attorney is added with profile fields, edited and deleted", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/team");
  const name = unique("Jordan Avery");

  const dialog = await addAttorneyDialog(page, name);
  await dialog.getByLabel("Department").selectOption("Litigation");
  await dialog.getByLabel("Email").fill("jordan.avery@example.com");
  await dialog.getByLabel("Join Date").fill("2021-03-15");
  await dialog.getByLabel("Specialties").fill("Commercial disputes\n\nArbitration");
  await dialog.getByRole("button", { name: "Add Degree" }).click();
  await dialog.getByLabel("Degree (Degree 1)").fill("J.D.");
  await dialog.getByLabel("School (Degree 1)").fill("Columbia Law School");
  await submitSeeingBusy(page, { name: "Add Attorney", busy: BUSY_LABELS.add }, { path: TEAM_API, method: "POST" });
  await expectToast(page, "Success", toasts.created);

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Associate Attorney");
  await expect(row).toContainText("Litigation");
  await expect(row).toContainText("Mar 15, 2021");
  await expect(page.getByRole("listitem").filter({ hasText: "Associates" })).toBeVisible();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Attorney" });
  await expect(edit.getByLabel("Specialties")).toHaveValue("Commercial disputes\nArbitration");
  await expect(edit.getByLabel("School (Degree 1)")).toHaveValue("Columbia Law School");
  await edit.getByLabel("Role").selectOption("Partner");
  await edit.getByLabel("Join Date").fill("");
  await submitSeeingBusy(
    page,
    { name: "Update Attorney", busy: BUSY_LABELS.update },
    { path: TEAM_API, method: "PUT" },
  );
  await expectToast(page, "Success", toasts.updated);
  await expect(row).toContainText("Partner");
  await expect(row).toContainText(NOT_SPECIFIED);

  await page.getByRole("searchbox", { name: "Search by name, role or department" }).fill(name);
  await expect(page.getByRole("row")).toHaveCount(2);
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDelete(page, ADMIN_TEXTS.deleteNamed(name), TEAM_API);
  await expectToast(page, "Success", toasts.deleted);
  await expect(page.getByText(ADMIN_TEXTS.noRows)).toBeVisible();
});

test("a new attorney is listed last on /team, and staff move them up with a button (defect 5)", async ({
  page,
  request,
}) => {
  await openAdminSignedIn(page, request, "/admin/team");
  const name = unique("Quinn Harlow");
  const dialog = await addAttorneyDialog(page, name);
  await dialog.getByRole("button", { name: "Add Attorney" }).click();
  await expectToast(page, "Success", toasts.created);

  const listed = async () => {
    await page.goto("/team");
    return page.locator("main article h2").allTextContents();
  };
  // Tests beside this one add attorneys of their own (named by unique(), ending in a mark), so the
  // order is read around this one: listed after every seeded attorney, and moving it up swaps it with
  // the one before it.
  const before = await listed();
  expect(before[0]).toBe("Eleanor Whitmore");
  const added = before.indexOf(name);
  expect(added).toBeGreaterThan(0);
  const madeByTests = /^.+ [0-9a-z]+\d+$/;
  for (const later of before.slice(added + 1)) expect(later).toMatch(madeByTests);
  const predecessor = before[added - 1] as string;

  await openAdmin(page, "/admin/team");
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await expectToast(page, "Success", toasts.moved);
  const after = await listed();
  expect(after.indexOf(name)).toBe(after.indexOf(predecessor) - 1);

  await openAdmin(page, "/admin/team");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Success", toasts.deleted);
});
