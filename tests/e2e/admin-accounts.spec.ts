import { DEMO_ADMIN } from "@domain/demo";
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, STAFF_MESSAGES, TOASTS } from "@domain/messages";
import { INVITATION_PAGE, STAFF_SCREEN } from "../../app/lib/admin/staff-text";
import { SCREENSHOTS } from "./screenshots";
import { apiSignIn, openAdminSignedIn, unique, uniqueIp } from "./support/admin";
import { invitationLinkSentTo, localEmailsContaining } from "./support/mailbox";
import { signInOnPage, untilToastsGone } from "./support/staff";
import { expect, type Page, test } from "./support/test";

// Issue 24's accounts, walked as people meet them: an invitation page that names the firm and the
// email (or says the link is invalid), the password rule with its confirmation, a security notice
// in the local mailbox, the Staff screen's locks and confirmations, and a deactivated account.

const STRONG = "violet-harbour-lantern-42";
const CHANGED = "copper-meadow-signal-77";
const PHONE = { width: 390, height: 844 };

async function expectInvalidLink(page: Page, url: string) {
  await page.goto("about:blank");
  await page.goto(url);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(INVITATION_PAGE.invalidTitle);
  await expect(alert).toContainText(STAFF_MESSAGES.invitationUnusable);
  await expect(page.getByRole("textbox", { name: ACCOUNT_TEXTS.newPassword, exact: true })).toHaveCount(0);
}

async function setPassword(page: Page, password: string, confirm = password) {
  await page.getByRole("textbox", { name: ACCOUNT_TEXTS.newPassword, exact: true }).fill(password);
  await page.getByRole("textbox", { name: ACCOUNT_TEXTS.confirmPassword, exact: true }).fill(confirm);
  await page.getByRole("button", { name: INVITATION_PAGE.submit }).click();
}

test("an invitee sets a strong confirmed password, is notified of a change, and once deactivated is told whom to ask", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const startedAt = Date.now();
  const name = unique("Penny Password");
  const email = `${unique("penny").replace(/\s+/g, "-").toLowerCase()}@example.com`;
  const token = await apiSignIn(request);
  const invited = await request.post("/api/invitations", {
    data: { email, name, role: "editor" },
    headers: { authorization: `Bearer ${token}`, "CF-Connecting-IP": uniqueIp() },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await invitationLinkSentTo(name, startedAt);

  const invitee = await (await browser.newContext()).newPage();
  // No token, or a token that opens nothing: the page says the link is invalid and what to do.
  await expectInvalidLink(invitee, "/admin/invitation");
  await expectInvalidLink(invitee, `/admin/invitation#token=${"x".repeat(43)}`);

  // The real link names the firm and the email being set up.
  await invitee.goto("about:blank");
  await invitee.goto(link);
  await invitee.locator("[data-admin-hydrated]").waitFor();
  await expect(invitee.locator("[data-invitation-email]")).toHaveText(email);
  await expect(invitee.getByText(/You were invited to .+ back office/)).toBeVisible();
  if (SCREENSHOTS) await invitee.screenshot({ path: "test-results/accounts-invitation-desktop.png", fullPage: true });
  await invitee.setViewportSize(PHONE);
  if (SCREENSHOTS) await invitee.screenshot({ path: "test-results/accounts-invitation-phone.png", fullPage: true });

  // password1234 is refused with the estimator's own advice; a mismatch is refused; a strong one is set.
  await setPassword(invitee, "password1234");
  const advice = invitee.getByRole("alert");
  await expect(advice).toBeVisible();
  await expect(advice).not.toHaveText(ACCOUNT_MESSAGES.passwordMismatch);
  expect((await advice.textContent())?.length ?? 0).toBeGreaterThan(10);
  if (SCREENSHOTS) await invitee.screenshot({ path: "test-results/accounts-invitation-weak.png", fullPage: true });
  await setPassword(invitee, STRONG, `${STRONG}!`);
  await expect(invitee.getByRole("alert")).toHaveText(ACCOUNT_MESSAGES.passwordMismatch);
  await setPassword(invitee, STRONG);
  await expect(invitee.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();

  // It signs in, and a change on the Account page (confirmed) sends a security notice.
  await signInOnPage(invitee, { email, password: STRONG });
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  await untilToastsGone(invitee);
  await invitee.goto("/admin/account");
  await invitee.locator("[data-admin-hydrated]").waitFor();
  await invitee.getByRole("textbox", { name: "Current password", exact: true }).fill(STRONG);
  await invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.newPassword, exact: true }).fill(CHANGED);
  await invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.confirmPassword, exact: true }).fill(`${CHANGED}?`);
  await invitee.getByRole("button", { name: ACCOUNT_TEXTS.changePassword }).click();
  await expect(invitee.getByText(ACCOUNT_MESSAGES.passwordMismatch).first()).toBeVisible();
  await invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.confirmPassword, exact: true }).fill(CHANGED);
  await invitee.getByRole("button", { name: ACCOUNT_TEXTS.changePassword }).click();
  await expect(invitee.getByText(ACCOUNT_MESSAGES.passwordChanged).first()).toBeVisible();

  let html = "";
  await expect
    .poll(
      async () => {
        const mails = await localEmailsContaining(`Dear ${name},`, startedAt, "email-html");
        html = mails.find((mail) => mail.includes("password of your account was changed")) ?? "";
        return html !== "";
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const mail = await (await browser.newContext()).newPage();
  await mail.setContent(html);
  await expect(mail.locator("[data-part=body]")).toContainText("The password of your account was changed on");
  await expect(mail.locator("[data-part=body]")).toContainText(/Not you\? Contact the owners? at once/);
  await expect(mail.locator("[data-part=body]")).toContainText(`${DEMO_ADMIN.name} (${DEMO_ADMIN.email})`);
  await expect(mail.getByRole("link", { name: /\/admin\/account$/ })).toHaveCount(1);
  if (SCREENSHOTS) await mail.screenshot({ path: "test-results/accounts-notice-email.png", fullPage: true });

  // The owner's Staff screen: their own row cannot deactivate, and says why; a promotion names what it grants.
  await openAdminSignedIn(page, request, "/admin/staff");
  const mine = page.getByRole("row").filter({ hasText: DEMO_ADMIN.email });
  // The list loads after the page: on a loaded machine, give it time.
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole("button", { name: STAFF_SCREEN.deactivate })).toBeDisabled();
  await expect(mine).toContainText(STAFF_MESSAGES.selfDeactivate);
  const theirs = page.getByRole("row").filter({ hasText: email });
  const role = theirs.getByRole("combobox");
  await role.selectOption("owner");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Make ${name} Owner?`);
  await expect(dialog).toContainText("They will also reach:");
  await expect(dialog).toContainText("the firm's settings");
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/accounts-staff-promote.png" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(role).toHaveValue("editor");

  // Deactivate is a real button; confirmed, the dialog closes and the row says so.
  await theirs.getByRole("button", { name: STAFF_SCREEN.deactivate }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: STAFF_SCREEN.deactivate }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(theirs).toContainText(STAFF_SCREEN.deactivated);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/accounts-staff-desktop.png", fullPage: true });
  await page.setViewportSize(PHONE);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/accounts-staff-phone.png", fullPage: true });

  // Deactivated: the right password is told so and whom to contact; a wrong one gets the generic answer.
  const again = await (await browser.newContext()).newPage();
  await signInOnPage(again, { email, password: "not-the-password-at-all" });
  await expect(again.getByText(TOASTS.loginFailed.description)).toBeVisible();
  await untilToastsGone(again);
  await signInOnPage(again, { email, password: CHANGED });
  const told = again.getByText(/This account is deactivated\. To use it again, contact the owner: /);
  await expect(told).toBeVisible();
  await expect(told).toContainText(`${DEMO_ADMIN.name} (${DEMO_ADMIN.email})`);
  await expect(again).toHaveURL(/\/admin\/login/);
  if (SCREENSHOTS) await again.screenshot({ path: "test-results/accounts-deactivated.png" });
});
