import { slugify } from "@domain/slug";
import { formatInZone } from "@domain/time-format";
import { utcToWallTime } from "@domain/time-zone";
import { TEST_CLOCK_HEADER } from "@worker/clock";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";
import { PREVIEW_TEXT } from "~/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, openAdminSignedIn, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { expect, type Page, test } from "./support/test";

/** Issue 25's "publishing states that agree": Scheduled everywhere, the preview banner, the social card. */

// Each test signs in, edits and reads pages on a shared two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const api = lazyAdminApi();
test.afterAll(() => api.dispose());
const SHOTS = "test-results/publishing-states";

const firmZone = async () => (await api.get<{ timeZone: string }>("/settings")).timeZone;

/** The number on one of the Blog screen's stat cards. */
const counter = async (page: Page, label: string) =>
  Number(
    (
      await page
        .getByRole("listitem")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("p")
        .first()
        .textContent()
    )?.replace(/\D/g, ""),
  );

// Only this file schedules posts, and its tests run one after another: the Scheduled counter is this
// test's own to count.
test.describe.configure({ mode: "serial" });

/** Reads the site at `instant` from now on: the server by the test clock (worker/clock.ts), the page's scripts by Playwright's. */
async function moveTo(page: Page, instant: string) {
  await page.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: instant });
  await page.clock.setFixedTime(new Date(instant));
}

test("a post scheduled in the editor is Scheduled in the list, its counter, its filter and its history, then published on schedule, and on /blog at its minute without a redeploy", async ({
  page,
  request,
  browser,
}) => {
  const zone = await firmZone();
  await openAdminSignedIn(page, request, "/admin/blog");
  const listed = page.getByRole("region", { name: "Blog Posts" }).getByRole("table");
  await expect(listed.getByRole("row").nth(1)).toBeVisible();
  const scheduledBefore = await counter(page, ADMIN_PUBLISHING.stateCounters.scheduled);

  // A whole minute (schedules are kept to the minute) a day ahead, written as the firm's wall time; the
  // test reaches it by its clock below instead of waiting for it.
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 24 * 60 * 60_000).toISOString();
  const title = unique("Scheduled Memo");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("form", { name: "New Blog Post" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Author", exact: true }).fill("Jane Doe");
  await dialog.getByRole("textbox", { name: "Content", exact: true }).fill("Due soon.");
  await dialog.getByLabel("Status").selectOption("published");
  await dialog.getByLabel(ADMIN_PUBLISHING.publishAt).fill(utcToWallTime(minute, zone));
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog).toBeHidden();

  const when = formatInZone(minute, zone);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(ADMIN_PUBLISHING.scheduledFor(when));
  await expect.poll(() => counter(page, ADMIN_PUBLISHING.stateCounters.scheduled)).toBe(scheduledBefore + 1);

  // Not a draft: the Drafts filter leaves it out.
  await page.getByLabel(ADMIN_PUBLISHING.filterByState).selectOption("draft");
  await expect(listed.getByRole("row").nth(1)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The filter keeps scheduled posts only, and lives in the address (a reload keeps it).
  await page.getByLabel(ADMIN_PUBLISHING.filterByState).selectOption("scheduled");
  await expect(page).toHaveURL(/[?&]status=scheduled\b/);
  await page.reload();
  await page.locator("[data-admin-hydrated]").waitFor();
  await expect(page.getByLabel(ADMIN_PUBLISHING.filterByState)).toHaveValue("scheduled");
  await expect(row).toBeVisible();
  const rows = listed.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  for (const text of await rows.allInnerTexts()) expect(text).toContain("Scheduled for");
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/list-scheduled-desktop.png`, fullPage: true });

  await row.getByRole("button", { name: `${ADMIN_PUBLISHING.history} ${title}` }).click();
  const history = page.getByRole("dialog", { name: ADMIN_PUBLISHING.revisionsTitle(title) });
  await expect(history).toContainText(ADMIN_PUBLISHING.eventScheduled(when));
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/history-scheduled-desktop.png` });
  await history.getByRole("button", { name: /close/i }).first().click();

  // A visitor finds neither the post nor its address a second before its minute.
  const justBefore = new Date(Date.parse(minute) - 1_000).toISOString();
  const visitor = await (await browser.newContext({ extraHTTPHeaders: { [TEST_CLOCK_HEADER]: justBefore } })).newPage();
  const address = `/blog/${slugify(title)}`;
  await visitor.goto("/blog");
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await visitor.goto(address))?.status()).toBe(404);

  // Its minute comes: Published in the list (the same rule as the public pages), and in its history.
  const justAfter = new Date(Date.parse(minute) + 1_000).toISOString();
  await moveTo(page, justAfter);
  await page.getByLabel(ADMIN_PUBLISHING.filterByState).selectOption("published");
  await page.reload();
  await page.locator("[data-admin-hydrated]").waitFor();
  await expect(row).toContainText(ADMIN_PUBLISHING.states.published);
  await row.getByRole("button", { name: `${ADMIN_PUBLISHING.history} ${title}` }).click();
  await expect(history).toContainText(ADMIN_PUBLISHING.eventPublishedOnSchedule);
  await expect(history).toContainText(ADMIN_PUBLISHING.scheduleAuthor);
  await expect(history).toContainText(ADMIN_PUBLISHING.eventScheduled(when));
  await expect(history).not.toContainText(/Status\s*draft/i);
  await expect(history).not.toContainText(ADMIN_PUBLISHING.noChanges);
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/history-published-desktop.png` });

  // The public blog lists it and its address answers at that minute, with nothing deployed in between.
  await visitor.context().setExtraHTTPHeaders({ [TEST_CLOCK_HEADER]: justAfter });
  await visitor.goto("/blog");
  await expect(visitor.getByText(title).first()).toBeVisible();
  expect((await visitor.goto(address))?.status()).toBe(200);
  await visitor.context().close();
});

test("Copy preview link puts a signed link on the clipboard; the preview carries the banner, no share buttons, noindex", async ({
  page,
  request,
  browser,
}) => {
  const zone = await firmZone();
  const draft = await api.post<{ id: number; slug: string; title: string }>("/blog", {
    title: unique("Preview Draft"),
    author: "Jane Doe",
    content: "<p>Not yet.</p>",
    status: "draft",
  });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // What reaches the clipboard is also kept on the page: headless Chromium's readText can wait forever for focus.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
  await openAdminSignedIn(page, request, "/admin/blog");
  await page.getByRole("button", { name: `Edit ${draft.title}` }).click();
  const dialog = page.getByRole("form", { name: "Edit Blog Post" });
  await dialog.getByRole("button", { name: ADMIN_PUBLISHING.copyPreviewLink }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Preview link copied" });
  await expect(toast).toBeVisible();
  const link = await page.evaluate(() => (window as unknown as { copied: string }).copied);
  expect(link).toMatch(new RegExp(`/blog/${draft.slug}\\?preview=`));
  const expires = formatInZone(
    new Date(Number(new URL(link).searchParams.get("preview")?.split(".")[0]) * 1000).toISOString(),
    zone,
  );
  await expect(toast).toContainText(expires);

  const partner = await browser.newContext();
  const reader = await partner.newPage();
  const response = await reader.goto(link);
  expect(response?.status()).toBe(200);
  await expect(reader.getByRole("status").filter({ hasText: PREVIEW_TEXT.banner(expires) })).toBeVisible();
  await expect(reader.getByRole("link", { name: /^Share on/ })).toHaveCount(0);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  if (SCREENSHOTS) await reader.screenshot({ path: `${SHOTS}/preview-desktop.png` });
  await reader.setViewportSize({ width: 390, height: 844 });
  if (SCREENSHOTS) await reader.screenshot({ path: `${SHOTS}/preview-phone.png` });
  // The published page of a post has its share buttons and no banner.
  const published = await api.post<{ slug: string }>("/blog", {
    title: unique("Shared Post"),
    author: "Jane Doe",
    content: "<p>Out.</p>",
    status: "published",
  });
  await reader.goto(`/blog/${published.slug}`);
  await expect(reader.getByRole("link", { name: /^Share on/ }).first()).toBeVisible();
  await expect(reader.getByText(/Preview, not published/)).toHaveCount(0);
  await partner.close();
});

test("when the clipboard is refused, the link shows in a field to copy by hand", async ({ page, request }) => {
  const draft = await api.post<{ slug: string; title: string }>("/blog", {
    title: unique("Clipboard Refused"),
    author: "Jane Doe",
    content: "<p>Draft.</p>",
    status: "draft",
  });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("Refused", "NotAllowedError")) },
    });
  });
  await openAdminSignedIn(page, request, "/admin/blog");
  await page.getByRole("button", { name: `Edit ${draft.title}` }).click();
  const dialog = page.getByRole("form", { name: "Edit Blog Post" });
  await dialog.getByRole("button", { name: ADMIN_PUBLISHING.copyPreviewLink }).click();
  const field = dialog.getByRole("textbox", { name: /Copy this preview link/ });
  await expect(field).toHaveValue(new RegExp(`/blog/${draft.slug}\\?preview=`));
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Preview link copied" })).toHaveCount(0);
  // A draft has no public card yet: its headline stands in, saying so.
  const card = dialog.getByRole("region", { name: "Social card preview" });
  await expect(card).toContainText(ADMIN_PUBLISHING.cardNotYetDrawn);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the post's settings are a drawer (issue 39).
  await dialog.getByRole("button", { name: "Settings", exact: true }).click();
  await field.scrollIntoViewIfNeeded();
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/copy-by-hand-phone.png` });
  await card.scrollIntoViewIfNeeded();
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/draft-card-phone.png` });
});

test("the editor's social-card preview shows exactly the published page's og:image, before and after a new title", async ({
  page,
  request,
}) => {
  const post = await api.post<{ slug: string; title: string }>("/blog", {
    title: unique("Card Post"),
    author: "Jane Doe",
    content: "<p>Body.</p>",
    image: "/images/blog/default.svg",
    status: "published",
  });
  await signedIn(page, request);
  const ogImage = async (slug: string) => {
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    return /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  };
  const previewSrc = async () => {
    const dialog = page.getByRole("form", { name: "Edit Blog Post" });
    const image = dialog.getByRole("region", { name: "Social card preview" }).locator("img");
    await expect(image).toHaveAttribute("src", /\/cards\/post\//);
    // The card is really drawn (the image loaded), not only named.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    return image.evaluate((img: HTMLImageElement) => img.src);
  };

  await openAdmin(page, "/admin/blog");
  await page.getByRole("button", { name: `Edit ${post.title}` }).click();
  const dialog = page.getByRole("form", { name: "Edit Blog Post" });
  // The featured image is not what sharing sites get: the generated card is.
  expect(await previewSrc()).toBe(await ogImage(post.slug));
  if (SCREENSHOTS)
    await dialog.getByRole("region", { name: "Social card preview" }).screenshot({ path: `${SHOTS}/card-desktop.png` });

  const retitled = unique("Card Post Renamed");
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(retitled);
  const edited = await previewSrc();
  await dialog.getByRole("button", { name: "Update Post" }).click();
  await expect(dialog).toBeHidden();
  expect(edited).toBe(await ogImage(post.slug));
});

test("the Blog screen's counters and filter fit a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminSignedIn(page, request, "/admin/blog?status=scheduled");
  await expect(page.getByLabel(ADMIN_PUBLISHING.filterByState)).toHaveValue("scheduled");
  await expect(page.getByText(ADMIN_PUBLISHING.stateCounters.scheduled, { exact: true }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/list-phone.png`, fullPage: true });
});
