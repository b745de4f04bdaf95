import { UPLOAD_HINTS } from "@domain/constants";
import { BUSY_LABELS, TOASTS } from "@domain/messages";
import { ENQUIRY_SETTINGS } from "../../app/lib/admin/intake-text";
import { FOOTER } from "../../app/lib/site-text";
import { expectToast, openAdmin, openAdminSignedIn, signedIn, submitSeeingBusy } from "./support/admin";
import { expect, test } from "./support/test";

// Saves the firm's settings (or its booking settings): each test here runs alone (support/test.ts).
test.use({ firmSettings: "changes" });

const SETTINGS_API = /\/api\/settings$/;

test("a phone number saved in Firm Information shows on the public contact page", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/settings");
  const phone = page.getByLabel("Phone");
  const original = await phone.inputValue();
  const changed = `(555) ${String(Date.now()).slice(-3)}-0199`;

  await phone.fill(changed);
  const form = page.getByRole("tabpanel", { name: "Firm Information" });
  await submitSeeingBusy(
    page,
    { name: "Save Changes", busy: BUSY_LABELS.save },
    { path: SETTINGS_API, method: "PUT" },
    form,
  );
  await expectToast(page, TOASTS.settingsSaved.title, TOASTS.settingsSaved.description);

  await page.goto("/contact");
  await expect(page.getByText(changed).first()).toBeVisible();

  // Put the demo value back for the other tests.
  await openAdmin(page, "/admin/settings");
  await page.getByLabel("Phone").fill(original);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title);
});

test("office hours save from their own tab", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/settings");
  await page.getByRole("tab", { name: "Office Hours" }).click();
  const saturday = page.getByLabel("Saturday");
  await expect(saturday).toHaveValue(/\S/);
  const original = await saturday.inputValue();
  await saturday.fill("10:00 AM - 1:00 PM");
  await page.getByRole("tabpanel", { name: "Office Hours" }).getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title, TOASTS.settingsSaved.description);
  await page.reload();
  await page.locator("[data-admin-hydrated]").waitFor();
  await page.getByRole("tab", { name: "Office Hours" }).click();
  await expect(page.getByLabel("Saturday")).toHaveValue("10:00 AM - 1:00 PM");
  await page.getByLabel("Saturday").fill(original);
  await page.getByRole("tabpanel", { name: "Office Hours" }).getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title);
});

/** The smallest valid PNG: 1×1, one transparent pixel. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a logo is uploaded, previewed and saved", async ({ page, request }) => {
  await openAdminSignedIn(page, request, "/admin/settings");
  await page.getByRole("tab", { name: "Branding" }).click();
  const panel = page.getByRole("tabpanel", { name: "Branding" });
  await expect(panel).toContainText(UPLOAD_HINTS.logo);
  await expect(panel).toContainText(UPLOAD_HINTS.favicon);

  await panel
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  const preview = panel.getByRole("img", { name: "Logo preview" });
  await expect(preview).toHaveAttribute("src", /^\/media\//);
  const src = await preview.getAttribute("src");
  expect((await request.get(src ?? "")).headers()["content-type"]).toBe("image/png");

  await panel.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title, TOASTS.settingsSaved.description);
  const settings = await (await request.get("/api/settings")).json();
  expect(settings.logoUrl).toBe(src);
});

test("the Enquiries tab versions the consent notice the contact form shows, and turns the Attorney Advertising notice off and on", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await openAdmin(page, "/admin/settings");
  await page.getByRole("tab", { name: ENQUIRY_SETTINGS.tab }).click();
  const panel = page.getByRole("tabpanel", { name: ENQUIRY_SETTINGS.tab });
  const consent = panel.getByLabel(ENQUIRY_SETTINGS.consentText);
  const original = await consent.inputValue();
  const version = Number((await panel.getByText(/^Now version \d+\./).textContent())?.match(/\d+/)?.[0]);
  const advertising = panel.getByLabel(ENQUIRY_SETTINGS.attorneyAdvertising);
  await expect(advertising).toBeChecked();

  const changed = `${original} (Checked ${Date.now().toString(36)}.)`;
  await consent.fill(changed);
  await advertising.uncheck();
  await panel.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title);
  // A different text is a new version, and the screen says so at once.
  await expect(panel.getByText(ENQUIRY_SETTINGS.consentHint(version + 1))).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("main").getByText(changed)).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText(FOOTER.attorneyAdvertising)).toHaveCount(0);

  // Back to the demo's wording (a version of its own) and the notice on, for the other tests.
  await openAdmin(page, "/admin/settings");
  await page.getByRole("tab", { name: ENQUIRY_SETTINGS.tab }).click();
  await panel.getByLabel(ENQUIRY_SETTINGS.consentText).fill(original);
  await panel.getByLabel(ENQUIRY_SETTINGS.attorneyAdvertising).check();
  await panel.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, TOASTS.settingsSaved.title);
  await page.goto("/contact");
  await expect(page.getByRole("contentinfo").getByText(FOOTER.attorneyAdvertising)).toBeVisible();
});
