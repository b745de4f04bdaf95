import { AUDIT_ACTION_LABELS } from "@domain/audit";
import { ACCOUNT_TEXTS } from "@domain/messages";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { ACTIVITY_SCREEN } from "~/lib/admin/staff-text";
import { createStaff, LOCALHOST_URL, signInOnPage, untilToastsGone } from "./support/staff";
import { expect, test } from "./support/test";

// Each test creates its own account with `npm run admin:create` (a wrangler run of a few seconds).
test.describe.configure({ timeout: 120_000 });

/** The code an authenticator app shows one 30-second step from now (the server accepts one step of drift). */
const nextCode = (secret: string) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + 1), 6);
const thisCode = (secret: string) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000)), 6);

test("a user registers a passkey with Chromium's virtual authenticator, signs out, and back in with it", async ({
  page,
}) => {
  const staff = await createStaff();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInOnPage(page, staff, LOCALHOST_URL);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: ACCOUNT_TEXTS.accountTitle }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.noPasskeys)).toBeVisible();
  await page.getByLabel(ACCOUNT_TEXTS.passkeyName).fill("Work laptop");
  await page.getByRole("button", { name: ACCOUNT_TEXTS.addPasskey }).click();
  await expect(page.locator("[data-passkey]")).toContainText("Work laptop");

  await untilToastsGone(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole("button", { name: ACCOUNT_TEXTS.passkeyButton }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // And removed again: the account page lists none.
  await page.getByRole("link", { name: ACCOUNT_TEXTS.accountTitle }).click();
  await page.locator("[data-passkey]").getByRole("button", { name: ACCOUNT_TEXTS.removePasskey }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.noPasskeys)).toBeVisible();

  // The Activity screen (this account is an owner, as every admin:create account) lists all of it.
  await page
    .getByRole("navigation", { name: "Admin" })
    .first()
    .getByRole("link", { name: ACTIVITY_SCREEN.title })
    .click();
  const log = page.getByRole("region", { name: ACTIVITY_SCREEN.title });
  for (const action of ["passkey_added", "sign_out", "sign_in", "passkey_removed"] as const) {
    await expect(log.getByRole("cell", { name: AUDIT_ACTION_LABELS[action], exact: true }).first()).toBeVisible();
  }
  // The person's name, with the address the row recorded beneath it.
  await expect(log.getByRole("cell").filter({ hasText: staff.email }).first()).toBeVisible();
});

test("the sign-in page offers no passkey button where the browser has no WebAuthn", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "PublicKeyCredential", { value: undefined });
  });
  await page.goto("/admin/login");
  await page.locator("[data-admin-hydrated]").waitFor();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: ACCOUNT_TEXTS.passkeyButton })).toHaveCount(0);
});

test("TOTP enrolment with a generated code, recovery codes shown once, and sign-in with the next code", async ({
  page,
}) => {
  const staff = await createStaff();
  await signInOnPage(page, staff);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: ACCOUNT_TEXTS.accountTitle }).click();
  await page.getByRole("button", { name: ACCOUNT_TEXTS.addTotp }).click();
  await expect(page.getByRole("img", { name: /^otpauth:\/\/totp\// })).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").textContent()) ?? "";
  await page.getByLabel(ACCOUNT_TEXTS.codeLabel).fill(thisCode(secret));
  await page.getByRole("button", { name: ACCOUNT_TEXTS.verify }).click();
  await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
  await expect(page.locator("[data-totp-state]")).toHaveAttribute("data-totp-state", "on");

  await untilToastsGone(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await signInOnPage(page, staff);
  await expect(page.getByLabel(ACCOUNT_TEXTS.codeLabel)).toBeVisible();
  await page.getByLabel(ACCOUNT_TEXTS.codeLabel).fill(nextCode(secret));
  await page.getByRole("button", { name: ACCOUNT_TEXTS.verify }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Shown once: the account page now says how many are left, never the codes.
  await page.getByRole("link", { name: ACCOUNT_TEXTS.accountTitle }).click();
  await expect(page.locator("[data-totp-state]")).toContainText(ACCOUNT_TEXTS.recoveryLeft(10));
  await expect(page.locator("[data-recovery-codes]")).toHaveCount(0);
});

test("forgot password answers the same for any email, and a changed password ends other sessions", async ({
  page,
  browser,
}) => {
  await page.goto("/admin/login");
  await page.locator("[data-admin-hydrated]").waitFor();
  await page.getByRole("link", { name: ACCOUNT_TEXTS.forgotLink }).click();
  // Issue 13 defect 6: the way out is a person (the firm's administrator), never a terminal command.
  const card = page.getByRole("main");
  await expect(card).toContainText("Ask your firm's administrator");
  await expect(card).not.toContainText(/npm|terminal|admin:create|command/i);
  await page.getByLabel("Email").fill("nobody-at-all@example.com");
  await page.getByRole("button", { name: ACCOUNT_TEXTS.sendLink }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that email");
  await expect(card).toContainText(ACCOUNT_TEXTS.forgotHelp);

  const staff = await createStaff();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInOnPage(otherPage, staff);
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);
  await signInOnPage(page, staff);
  await page.getByRole("link", { name: ACCOUNT_TEXTS.accountTitle }).click();
  await expect(page.locator("[data-session]")).toHaveCount(2);
  await page.getByLabel("Current password").fill(staff.password);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("a-brand-new-passphrase-42");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("a-brand-new-passphrase-42");
  await page.getByRole("button", { name: ACCOUNT_TEXTS.changePassword }).click();
  await expect(page.locator("[data-session]")).toHaveCount(1);
  await otherPage.goto("/admin/blog");
  await expect(otherPage).toHaveURL(/\/admin\/login/);
  await other.close();
});
