import { AUDIT_ACTION_LABELS } from "@domain/audit";
import { ACCOUNT_TEXTS, STAFF_MESSAGES } from "@domain/messages";
import { ACTIVITY_SCREEN, INVITATION_PAGE, STAFF_SCREEN } from "../../app/lib/admin/staff-text";
import { openAdmin, openAdminSignedIn, unique } from "./support/admin";
import { invitationLinkSentTo } from "./support/mailbox";
import { expect, test } from "./support/test";

const PASSWORD = "an editor's long passphrase";

test("an owner invites an editor, who sets a password from the link and cannot open Settings", async ({
  page,
  request,
  browser,
}) => {
  // Two people, three screens and a download: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const startedAt = Date.now();
  const email = `${unique("editor").replace(" ", "-")}@example.com`;
  const name = unique("Erin Editor");
  await openAdminSignedIn(page, request, "/admin/staff");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("editor");
  await page.getByRole("button", { name: STAFF_SCREEN.inviteButton }).click();
  await expect(page.getByText(STAFF_MESSAGES.invitationEmailed(email))).toBeVisible();
  // The link reaches the invitee alone: by email, through the outbox and the queue, to the local mailbox.
  await expect(page.getByText("/admin/invitation#token=")).toHaveCount(0);
  const link = await invitationLinkSentTo(name, startedAt);

  // The invitee, in a browser of their own.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.locator("[data-admin-hydrated]").waitFor();
  await invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.newPassword, exact: true }).fill(PASSWORD);
  await invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.confirmPassword, exact: true }).fill(PASSWORD);
  await invitee.getByRole("button", { name: INVITATION_PAGE.submit }).click();
  await expect(invitee.getByText(STAFF_MESSAGES.passwordSet)).toBeVisible();

  // The link worked once: opening it again and submitting is refused.
  await invitee.goto("/admin/login");
  await invitee.locator("[data-admin-hydrated]").waitFor();
  await invitee.getByLabel("Email").fill(email);
  await invitee.getByLabel("Password").fill(PASSWORD);
  await invitee.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/);
  const nav = invitee.getByRole("navigation", { name: "Admin" }).first();
  await expect(nav.getByRole("link", { name: "Blog Posts" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(invitee.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expect(invitee.getByRole("heading", { name: ACTIVITY_SCREEN.panel })).toHaveCount(0);

  await invitee.goto("/admin/settings");
  await expect(invitee.getByRole("heading", { name: STAFF_MESSAGES.forbiddenTitle })).toBeVisible();
  await expect(invitee.getByRole("tab", { name: "Firm Information" })).toHaveCount(0);

  // Used once, the link no longer shows the form: it says the link is invalid and what to do.
  await invitee.goto(link);
  await invitee.locator("[data-admin-hydrated]").waitFor();
  await expect(invitee.getByRole("alert")).toContainText(STAFF_MESSAGES.invitationUnusable);
  await expect(invitee.getByRole("textbox", { name: ACCOUNT_TEXTS.newPassword, exact: true })).toHaveCount(0);

  // The owner's dashboard and Activity screen list what just happened.
  await openAdmin(page, "/admin/dashboard");
  const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: ACTIVITY_SCREEN.panel }) });
  await expect(panel.getByRole("listitem").first()).toBeVisible({ timeout: 15_000 });
  await openAdmin(page, "/admin/activity");
  const log = page.getByRole("region", { name: ACTIVITY_SCREEN.title });
  for (const action of ["invite", "invitation_accepted", "sign_in"] as const) {
    await expect(log.getByRole("cell", { name: AUDIT_ACTION_LABELS[action], exact: true }).first()).toBeVisible();
  }
  // The person's name, with the address the row recorded beneath it.
  await expect(log.getByRole("cell").filter({ hasText: email }).first()).toBeVisible();
  await page.getByLabel(ACTIVITY_SCREEN.action).selectOption("invite");
  await expect(log.getByRole("cell", { name: AUDIT_ACTION_LABELS.sign_in, exact: true })).toHaveCount(0);
  await expect(log.getByRole("cell", { name: AUDIT_ACTION_LABELS.invite, exact: true }).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: ACTIVITY_SCREEN.exportCsv }).click();
  const file = await (await download).path();
  const text = await import("node:fs").then((fs) => fs.readFileSync(file, "utf8"));
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(AUDIT_ACTION_LABELS.invite);
});
