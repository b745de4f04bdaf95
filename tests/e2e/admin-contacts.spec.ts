import { readFile } from "node:fs/promises";
import { BOOKING_SUBJECT } from "@domain/booking-messages";
import { ENQUIRY_CSV_COLUMNS } from "@domain/enquiry-csv";
import { ADMIN_TEXTS, TOASTS } from "@domain/messages";
import { SEARCH_LIMITS } from "@domain/search";
import { csvTimeInZone, formatInZone } from "@domain/time-format";
import { BOOKING_RECORD, ENQUIRY_STATE_LABELS, INTAKE_SCREEN } from "../../app/lib/admin/intake-text";
import { SCREENSHOTS } from "./screenshots";
import {
  confirmDelete,
  expectToast,
  holdRequests,
  openAdmin,
  openAdminSignedIn,
  signedIn,
  submitEnquiry,
  unique,
} from "./support/admin";
import { bookThroughApi, cancelThroughApi, moveThroughApi } from "./support/booking";
import { runSql } from "./support/control";
import { expect, test } from "./support/test";

test("a contact's status changes, it exports as quoted CSV, shows its details and is deleted", async ({
  page,
  request,
}) => {
  const name = unique("Robin Hale");
  const message = "First line, with a comma\nSecond line";
  await submitEnquiry(request, {
    name,
    email: "robin.hale@example.com",
    subject: "=Lease review",
    message,
    practiceArea: "Real Estate Law",
  });

  const token = await signedIn(page, request);
  const stored = await request.get(`/api/contacts?search=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [contact] = (await stored.json()) as { createdAt: string }[];
  const settings = await request.get("/api/settings", { headers: { authorization: `Bearer ${token}` } });
  const { timeZone } = (await settings.json()) as { timeZone: string };
  // The file's times are the firm's wall time with its offset, as the screens' are in its zone.
  const arrived = csvTimeInZone(contact?.createdAt, timeZone);
  await openAdmin(page, "/admin/contacts");
  await page.getByRole("searchbox", { name: "Search by name, email or subject" }).fill(name);
  // The search reaches the address after typing rests: wait for it, or a filter chosen meanwhile races it
  // (the newest enquiry is on the first page already, so the card alone does not say it has).
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(ENQUIRY_STATE_LABELS.unread);

  // Status selector: any status at any time (SPEC §4).
  await card.getByLabel(`Status of the enquiry from ${name}`).selectOption("handled");
  await expectToast(
    page,
    TOASTS.contactStatusUpdated("handled").title,
    TOASTS.contactStatusUpdated("handled").description,
  );
  await expect(card).toContainText("Handled");
  await page.getByLabel("Filter by status").selectOption("unread");
  await expect(page.getByText(ADMIN_TEXTS.noContacts)).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("handled");
  await expect(card).toBeVisible();

  // Export CSV of the filtered contacts: SPEC §9's header and the intake columns, RFC 4180 quoting,
  // formula neutralised; not opened yet, no notes (an empty cell, not a count).
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectToast(page, TOASTS.exportCompleted.title, TOASTS.exportCompleted.description);
  const bytes = await readFile(await file.path());
  // A UTF-8 byte-order mark first, so Excel on Windows keeps accents (defect 10).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  expect(csv).toBe(
    `${ENQUIRY_CSV_COLUMNS.join(",")}\r\n` +
      `${name},robin.hale@example.com,,'=Lease review,"First line, with a comma\nSecond line",handled,${arrived},Real Estate Law,,,,,,,,,,,,,\r\n`,
  );

  // Details dialog shows the whole message.
  await card.getByRole("button", { name: `View details of the enquiry from ${name}` }).click();
  const details = page.getByRole("dialog", { name: "=Lease review" });
  await expect(details).toContainText("Second line");
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();

  await card.getByRole("button", { name: `Delete the enquiry from ${name}` }).click();
  await confirmDelete(page, ADMIN_TEXTS.deleteContact(name), /\/api\/contacts\/\d+$/);
  await expectToast(page, TOASTS.contactDeleted.title, TOASTS.contactDeleted.description);
  await expect(page.getByText(ADMIN_TEXTS.noContacts)).toBeVisible();
});

test("a booking's enquiry follows its move and cancel: list and dialog show the current time, then 'cancelled' (1280 and 390 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const attorney = { id: "eleanor-whitmore", name: "Eleanor Whitmore" };
  const visitor = unique("Dana Booker");
  const booking = await bookThroughApi(request, attorney.id, visitor);
  // A later free time than the booked one: the newest first, so side-by-side tests rarely want the same.
  const movedTo = await moveThroughApi(request, booking, booking.free.filter((s) => s > booking.startAt).reverse());
  const token = await signedIn(page, request);
  const settings = await request.get("/api/settings", { headers: { authorization: `Bearer ${token}` } });
  const { timeZone } = (await settings.json()) as { timeZone: string };
  const when = (instant: string) => formatInZone(instant, timeZone);
  const moved = BOOKING_SUBJECT.live(attorney.name, when(movedTo));

  await openAdmin(page, `/admin/contacts?q=${encodeURIComponent(visitor)}`);
  const card = page.getByRole("listitem").filter({ hasText: visitor });
  await expect(card).toContainText(moved, { timeout: 30_000 });
  await expect(card.getByTestId("booking-state")).toHaveText(BOOKING_RECORD.badge.moved);
  const view = card.getByRole("button", { name: `View details of the enquiry from ${visitor}` });
  await view.click();
  const history = page.getByTestId("booking-history").getByRole("listitem");
  await expect(page.getByRole("dialog", { name: moved })).toBeVisible();
  // Every time the booking had, the first one included.
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(when(booking.startAt));
  await expect(history.last()).toContainText(when(movedTo));
  await page.keyboard.press("Escape");

  await cancelThroughApi(request, booking);
  await page.reload();
  const cancelled = BOOKING_SUBJECT.cancelled(attorney.name, when(movedTo));
  await expect(card).toContainText(cancelled, { timeout: 30_000 });
  await expect(card.getByTestId("booking-state")).toHaveText(BOOKING_RECORD.badge.cancelled);
  await view.click();
  const details = page.getByRole("dialog", { name: cancelled });
  await expect(details).toContainText(BOOKING_RECORD.state.cancelled);
  await expect(history).toHaveCount(3);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-record-dialog.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(details.getByRole("heading", { name: cancelled })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-record-dialog-phone.png", fullPage: true });
  await page.keyboard.press("Escape");
  await expect(card.getByTestId("booking-state")).toBeVisible();
  await expect(card).toContainText(cancelled);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-record-list-phone.png", fullPage: true });
});

test("past 100 contacts the list pages on the server; search, filters and page live in the address", async ({
  page,
  request,
}) => {
  // 101 enquiries through the public API, then two pages' worth of screens.
  test.setTimeout(120_000);
  const batch = unique("Paging");
  for (let i = 0; i < 101; i += 1) {
    await submitEnquiry(request, {
      name: `${batch} ${i}`,
      email: "paging@example.com",
      subject: "Paging",
      message: "One of many.",
    });
  }
  // The test's own 101 enquiries, found by their batch: two pages whatever other tests submit meanwhile.
  await openAdminSignedIn(page, request, `/admin/contacts?q=${encodeURIComponent(batch)}`);
  const search = page.getByRole("searchbox", { name: "Search by name, email or subject" });
  await expect(search).toHaveValue(batch);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText(/Page 1 of 2/);
  const cards = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "View Details" }) });
  await expect(cards).toHaveCount(100);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText(/Page 2 of 2/);
  await expect(page).toHaveURL(/[?&]page=2\b/);
  // Page 2 is found by a keyset cursor (issue 29), which the address keeps.
  await expect(page).toHaveURL(/[?&]after=[^&]+/);
  await expect(cards).toHaveCount(1);
  // Reload keeps the page; Back returns to the first.
  await page.reload();
  await page.locator("[data-admin-hydrated]").waitFor();
  await expect(pages).toContainText(/Page 2 of 2/);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/contacts-page-2-desktop.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/contacts-page-2-phone.png" });
  await page.goBack();
  await expect(pages).toContainText(/Page 1 of 2/);
  // Previous walks back by the cursor before the page's first enquiry, to page 1's plain address.
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText(/Page 2 of 2/);
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(pages).toContainText(/Page 1 of 2/);
  await expect(cards).toHaveCount(100);
  await expect(page).not.toHaveURL(/[?&](after|before|page)=/);

  // One match needs no pager.
  await search.fill(`${batch} 100`);
  await expect(cards).toHaveCount(1);
  await expect(pages).toHaveCount(0);

  // The address carries the search and the status: a shared link opens the same list.
  await page.getByLabel("Filter by status").selectOption("unread");
  await expect(page).toHaveURL(/[?&]status=unread\b/);
  const shared = page.url();
  expect(new URL(shared).searchParams.get("q")).toBe(`${batch} 100`);
  const colleague = await page.context().newPage();
  await openAdmin(colleague, shared);
  await expect(colleague.getByRole("searchbox", { name: "Search by name, email or subject" })).toHaveValue(
    `${batch} 100`,
  );
  await expect(colleague.getByLabel("Filter by status")).toHaveValue("unread");
  const theirCards = colleague.getByRole("main").getByRole("listitem").filter({ hasText: batch });
  await expect(theirCards).toHaveCount(1);

  // Nothing matches: the empty state offers to clear the filters, which brings every enquiry back.
  await colleague.getByLabel("Filter by status").selectOption("handled");
  await expect(colleague.getByText(ADMIN_TEXTS.noContacts)).toBeVisible();
  await colleague.getByRole("button", { name: INTAKE_SCREEN.clearFilters }).click();
  await expect(colleague).toHaveURL(/\/admin\/contacts$/);
  await expect(colleague.getByRole("navigation", { name: "Pages" })).toContainText(/Page 1 of \d+/);
  // Back restores the filtered view.
  await colleague.goBack();
  await expect(colleague.getByLabel("Filter by status")).toHaveValue("handled");
});

test("a search matching over a thousand enquiries says 'more than 1,000' and pages on to its end", async ({
  page,
  request,
}) => {
  // A thousand and one enquiries written straight to the database (no test could submit them in its time),
  // dated long ago so they sit below every other test's enquiries in the unfiltered list, and removed again
  // afterwards.
  const marker = unique("Flood").replace(/\s+/g, "");
  const many = SEARCH_LIMITS.listCounted + 1;
  await runSql(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${many})
     INSERT INTO contacts (name, email, subject, message, created_at)
     SELECT 'Flood ' || i, 'flood@example.com', ?, 'M', strftime('%Y-%m-%dT%H:%M:%fZ', '2001-01-01', '+' || i || ' seconds') FROM n`,
    [marker],
  );
  try {
    await openAdminSignedIn(page, request, `/admin/contacts?q=${marker}`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    const next = pages.getByRole("button", { name: "Next" });
    await expect(pages).toContainText("Page 1 (more than 1,000 items)");
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/contacts-capped-desktop.png" });
    // Pages of 100, newest (the highest number) first: page N starts with Flood (many - (N - 1) * 100).
    const firstOf = (to: number) => `Flood ${many - (to - 1) * 100}`;
    // A second Next before the first's page has landed (the answers held back, as on a slow
    // connection) ends on the page its number says: it once showed page 2's rows as page 3.
    const held = await holdRequests(page, /\/api\/contacts\?/, "GET");
    await next.click();
    await expect(pages).toContainText("Page 2 (");
    await next.click();
    held.release();
    await expect(pages).toContainText("Page 3 (more than 1,000 items)");
    await expect(page.getByText(firstOf(3), { exact: true })).toBeVisible();
    await expect(page.getByText(firstOf(2), { exact: true })).toHaveCount(0);
    // The eleventh page holds the last enquiry, and there the pager stops.
    for (let to = 4; to <= 11; to += 1) {
      await next.click();
      await expect(pages).toContainText(`Page ${to} (more than 1,000 items)`);
      await expect(page.getByText(firstOf(to), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("button", { name: "View Details" })).toHaveCount(1);
    await expect(next).toBeDisabled();
    await page.setViewportSize({ width: 390, height: 844 });
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/contacts-capped-phone.png", fullPage: true });
  } finally {
    await runSql("DELETE FROM contacts WHERE subject = ?", [marker]);
  }
});
