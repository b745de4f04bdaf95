import { readFile } from "node:fs/promises";
import { SUBSCRIBER_CSV_COLUMNS } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";
import { NEWSLETTER } from "../../app/lib/site-text";
import { expectToast, openAdmin, signedIn } from "./support/admin";
import { newsletterLinksSentTo } from "./support/mailbox";
import { asNewClient } from "./support/site";
import { expect, test } from "./support/test";

test("a visitor signs up and confirms; staff find the address confirmed, search, export and remove it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `reader-${Date.now().toString(36)}@example.com`;

  // The public site, without JavaScript (its pages need none): sign up, then follow the emailed link.
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
  await visitor.close();

  // The Subscribers screen: found by search, shown as confirmed with its dates.
  await signedIn(page, request);
  await openAdmin(page, "/admin/subscribers");
  await page.getByRole("searchbox", { name: T.search }).fill(email);
  const table = page.getByRole("region", { name: T.title }).getByRole("table");
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(T.stateLabels.subscribed);
  await expect(table.getByRole("row")).toHaveCount(2); // the header and this address
  await page.getByRole("combobox", { name: T.filterByStatus }).selectOption("pending");
  await expect(page.getByText(T.empty)).toBeVisible();
  await page.getByRole("combobox", { name: T.filterByStatus }).selectOption("subscribed");
  await expect(row).toHaveCount(1);

  // Export CSV: the filtered list as a UTF-8 file with a byte-order mark.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: T.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(SUBSCRIBER_CSV_COLUMNS.join(","));
  expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${email.replaceAll(".", "\\.")},Confirmed,`))]);
  await expectToast(page, "Success", T.exported);

  // Remove: confirmed in a dialog, then gone, and the emailed unsubscribe link no longer works.
  await row.getByRole("button", { name: T.remove(email) }).click();
  const dialog = page.getByRole("alertdialog", { name: T.removeTitle });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: T.removeConfirm }).click();
  await expectToast(page, "Success", T.removed);
  await expect(page.getByText(T.empty)).toBeVisible();
  expect((await request.post(links.unsubscribeUrl)).status()).toBe(404);
});
