import { ACCOUNT_TEXTS } from "@domain/messages";
import { ACTIVITY_SCREEN } from "../../app/lib/admin/staff-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn, submitEnquiry, unique } from "./support/admin";
import { expect, test } from "./support/test";

// A browser far from the firm: every time must still read in the firm's zone (New York by default), named.
test.use({ timezoneId: "Asia/Tokyo" });

/** "Thu, Nov 26, 2026, 6:40 PM EST": the one format of a time in the back office. */
const FIRM_TIME = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/;

test("times read in the firm's time zone with the zone shown: enquiries, Activity and Sessions", async ({
  page,
  request,
}) => {
  const name = unique("Riley Stone");
  await submitEnquiry(request, { name, email: "riley.stone@example.com", subject: "Zone check", message: "Hi." });
  await signedIn(page, request);

  await openAdmin(page, `/admin/contacts?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: name });
  await expect(card.locator("time")).toHaveText(FIRM_TIME);

  // Activity: the signing-in and this morning's writes, in the firm's zone, never the browser's (JST).
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, "/admin/activity");
  const table = page.getByRole("region", { name: ACTIVITY_SCREEN.title }).locator("table");
  await expect(table.locator("tbody tr").first().locator("td").first()).toHaveText(FIRM_TIME);
  await expect(table).not.toContainText("GMT+9");
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/time-activity.png" });

  // Sessions on the account page.
  await openAdmin(page, "/admin/account");
  const session = page.locator("[data-session]").first();
  await expect(session).toContainText(new RegExp(`${ACCOUNT_TEXTS.signedInAt} [A-Z][a-z]{2}, .* E[SD]T`));
});
