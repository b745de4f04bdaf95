import { ACCOUNT_TEXTS } from "@domain/messages";
import { ACTIVITY_SCREEN } from "../../app/lib/admin/staff-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn, submitEnquiry, unique } from "./support/admin";
import { runSql } from "./support/control";
import { expect, test } from "./support/test";

// A browser far from the firm: every time must still read in the firm's zone (New York by default), named.
test.use({ timezoneId: "Asia/Tokyo" });

/** "Thu, Nov 26, 2026, 6:40 PM EST": the one format of a time in the back office. */
const FIRM_TIME = /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/;

test("times read in the firm's time zone with the zone shown: enquiries, Activity, Sessions, and an article's date on the site and in Blog Posts", async ({
  page,
  request,
}) => {
  const name = unique("Riley Stone");
  await submitEnquiry(request, { name, email: "riley.stone@example.com", subject: "Zone check", message: "Hi." });
  const token = await signedIn(page, request);

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

  // Published at 9 p.m. in New York (02:00 UTC the next day): dated that day on its public page (rendered
  // on the server) and in Blog Posts (rendered in this Tokyo browser), never UTC's or Tokyo's next day.
  const title = unique("Evening article");
  const created = await request.post("/api/blog", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      author: "Eleanor Whitmore",
      content: "<p>Evening.</p>",
      status: "published",
      category: "Litigation",
    },
  });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  const ninePm = "2026-11-28T02:00:00.000Z";
  await runSql("UPDATE blog_posts SET publish_date = ? WHERE id = ?", [ninePm, id]);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("main").locator(`time[datetime="${ninePm}"]`).first()).toHaveText("Nov 27, 2026");
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/time-article.png" });
  await openAdmin(page, "/admin/blog");
  await page.getByRole("searchbox", { name: "Search posts by title, author or tag" }).fill(title);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Nov 27, 2026");
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/time-blog-posts.png" });
});
