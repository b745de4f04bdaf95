import { CONSENT_LINK_MESSAGES, TOASTS } from "@domain/messages";
import type { StaffRole } from "@domain/roles";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";
import { NEWSLETTER } from "../../app/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { apiSignIn, openAdmin, signedIn, submitEnquiry, unique } from "./support/admin";
import { newsletterLinksSentTo } from "./support/mailbox";
import { asNewClient } from "./support/site";
import { createStaff, signInOnPage } from "./support/staff";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

test("an old confirm link after an unsubscribe has expired, and Subscribers keeps the whole consent history", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `consent-${Date.now().toString(36)}@example.com`;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  await asNewClient(site);
  const since = Date.now();
  await site.goto("/newsletter");
  const main = site.getByRole("main");
  await main.getByRole("textbox", { name: NEWSLETTER.label }).fill(email);
  await main.getByRole("button", { name: NEWSLETTER.submit }).click();
  await expect(site.getByRole("status")).toContainText(TOASTS.newsletterCheckInbox.title);
  const links = await newsletterLinksSentTo(email, since);

  await site.goto(links.confirmUrl);
  await expect(site.getByRole("status")).toHaveText(NEWSLETTER.confirmed);
  expect((await request.post(links.unsubscribeUrl)).status()).toBe(200);

  // The original confirmation link, opened again: expired, and it re-subscribes no one.
  const reopened = await site.goto(links.confirmUrl);
  expect(reopened?.status()).toBe(410);
  await expect(site.getByRole("status")).toHaveText(CONSENT_LINK_MESSAGES.expired);
  await expect(site.getByRole("link", { name: NEWSLETTER.subscribeAgain })).toHaveAttribute("href", "/newsletter");
  await visitor.close();

  await signedIn(page, request);
  await openAdmin(page, "/admin/subscribers");
  await page.getByRole("searchbox", { name: T.search }).fill(email);
  const row = page.getByRole("region", { name: T.title }).getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(T.stateLabels.unsubscribed);
  const history = row.getByRole("list", { name: T.historyOf(email) }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(T.eventLabels.subscribed);
  await expect(history.nth(1)).toContainText(T.eventLabels.confirmed);
  await expect(history.nth(2)).toContainText(T.eventLabels.unsubscribed);
  // "Confirmed" once: the history's step, never a second badge or column.
  expect(((await row.textContent()) ?? "").match(/Confirmed/g)).toHaveLength(1);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/subscribers-history.png", fullPage: true });
});

/** A staff account of the test's own with the given role (created as an owner, then changed by the demo owner). */
async function staffWithRole(request: APIRequestContext, role: StaffRole) {
  const staff = await createStaff();
  const token = await apiSignIn(request);
  const auth = { authorization: `Bearer ${token}` };
  const people = (await (await request.get("/api/staff", { headers: auth })).json()) as { id: number; email: string }[];
  const id = people.find((p) => p.email === staff.email)?.id;
  const changed = await request.put(`/api/staff/${id}/role`, { data: { role }, headers: auth });
  expect(changed.status(), await changed.text()).toBe(200);
  return staff;
}

const errorToasts = (page: Page) => page.locator('[data-sonner-toast][data-type="error"]');

test("each role's first screen shows only its own areas, with no error", async ({ page, request }) => {
  test.setTimeout(120_000);
  const enquirer = unique("Enquirer Walk");
  await submitEnquiry(request, {
    name: enquirer,
    email: `walk-${Date.now()}@example.com`,
    subject: "Role walk",
    message: "A private matter.",
  });

  for (const role of ["editor", "intake"] as const) {
    await page.context().clearCookies();
    await signInOnPage(page, await staffWithRole(request, role));
    await page.waitForURL(/\/admin\/dashboard/);
    await page.locator("[data-admin-hydrated]").waitFor();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(page.getByText("Recent Activity")).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Blog Posts" })).toHaveCount(role === "editor" ? 1 : 0);
    await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveCount(0);
    if (role === "editor") {
      await expect(page.getByRole("link", { name: "Blog Posts" }).first()).toBeVisible();
      await expect(page.getByText("Total Contacts")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "View Contacts" })).toHaveCount(0);
      await expect(page.getByText("Enquiries per Week")).toHaveCount(0);
      await expect(page.getByText(enquirer)).toHaveCount(0);
    } else {
      await expect(page.getByText("Total Contacts")).toBeVisible();
      await expect(page.getByRole("link", { name: "View Contacts" })).toBeVisible();
      await expect(page.getByText(enquirer).first()).toBeVisible();
    }
    // Give any late answer its chance to raise a toast: none may be an error.
    await page.waitForLoadState("networkidle");
    await expect(errorToasts(page)).toHaveCount(0);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `test-results/dashboard-${role}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/dashboard-${role}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }

  // The owner reaches Subscribers; an editor opening its address is told calmly, not shown it.
  await page.context().clearCookies();
  await signedIn(page, request);
  await openAdmin(page, "/admin/dashboard");
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subscribers" }),
  ).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(0);
});
