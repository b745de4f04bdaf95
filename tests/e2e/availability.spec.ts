import { TOASTS } from "@domain/messages";
import { AVAILABILITY_TEXT as A } from "../../app/lib/admin/availability-text";
import { rangeHeading } from "../../app/lib/admin/calendar-grid";
import { viewRange } from "../../app/lib/admin/calendar-range";
import { CALENDAR_SCREEN as CAL } from "../../app/lib/admin/calendar-text";
import { SOURCES_TEXT as S } from "../../app/lib/admin/sources-text";
import { CONTACT_TEXT as C } from "../../app/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn } from "./support/admin";
import { lazyAdminApi, unique, uniqueClientIp } from "./support/api";
import { exactLabel } from "./support/site";
import { type APIRequestContext, expect, type Page, test } from "./support/test";

// Saves the firm's settings (or its booking settings): each test here runs alone (support/test.ts).
test.use({ firmSettings: "changes" });

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const PHONE = { width: 390, height: 844 };
/**
 * The first Wednesday two or more days ahead in New York: all its hours lie beyond the firm's 24-hour
 * notice whatever the hour the test runs at (the first Wednesday /book offers may be tomorrow, in part).
 */
function wholeWednesday(): string {
  for (let days = 2; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.toLocaleDateString("en-US", { timeZone: "America/New_York", weekday: "short" }) === "Wed")
      return day.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  }
}

/** A whole Wednesday's free times on /book, as the visitor reads them (the firm's zone: New York), without the zone's name. */
const timesOn = async (page: Page, attorneyId: string) => {
  await page.goto(`/book?attorney=${attorneyId}&tz=America/New_York&date=${wholeWednesday()}`);
  const times = await page.getByRole("main").locator('button[name="slot"] span:first-child').allTextContents();
  return times.map((time) => time.replace(/ [A-Z]{2,5}$/, ""));
};

test.describe("availability and attribution", () => {
  test.describe.configure({ timeout: 120_000 });

  test("staff edit an attorney's weekly hours and /book follows at once", async ({ page, request }) => {
    const name = unique("Avery Hours ");
    const { id } = await api.post<{ id: string }>("/team", { name, role: "Partner", status: "active" });
    await signedIn(page, request);
    await openAdmin(page, "/admin/team");
    // Hours, time off and blocks are edited in one place: the Team row opens the Calendar on this attorney.
    await page.getByRole("link", { name: A.open(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/calendar\\?attorney=${id}&edit=availability`));
    const dialog = page.getByRole("dialog", { name: A.open(name) });
    await dialog.getByRole("checkbox", { name: "Initial consultation" }).check();
    await dialog.getByRole("button", { name: A.addHours("Wednesday") }).click();
    await dialog.getByLabel(`${A.start} (Wednesday)`).fill("10:00");
    await dialog.getByLabel(`${A.end} (Wednesday)`).fill("12:00");
    // A second, overlapping stretch is refused with its message, and nothing is saved.
    await dialog.getByRole("button", { name: A.addHours("Wednesday") }).click();
    await dialog.getByLabel(`${A.start} (Wednesday)`).nth(1).fill("11:00");
    await dialog.getByLabel(`${A.end} (Wednesday)`).nth(1).fill("13:00");
    await dialog.getByRole("button", { name: A.save }).click();
    // Both stretches are marked: either one may be the one to change.
    await expect(dialog.getByText("These hours overlap another stretch on the same day.")).toHaveCount(2);
    await dialog.getByRole("button", { name: A.removeHours("Wednesday", "11:00", "13:00") }).click();
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/availability-dialog.png", fullPage: true });
    await dialog.getByRole("button", { name: A.save }).click();
    await expect(page.getByText(A.availabilitySaved)).toBeVisible();

    expect(await timesOn(page, id)).toEqual(["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM"]);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/availability-book-before.png", fullPage: true });

    await openAdmin(page, "/admin/team");
    await page.getByRole("link", { name: A.open(name) }).click();
    await dialog.getByLabel(`${A.start} (Wednesday)`).fill("14:00");
    await dialog.getByLabel(`${A.end} (Wednesday)`).fill("15:00");
    await dialog.getByRole("button", { name: A.save }).click();
    await expect(page.getByText(A.availabilitySaved)).toBeVisible();
    expect(await timesOn(page, id)).toEqual(["2:00 PM", "2:30 PM"]);
    await page.setViewportSize(PHONE);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/availability-book-after-phone.png", fullPage: true });
  });

  test("a visit with UTM parameters sends an enquiry; staff see its source in it and on the dashboard", async ({
    page,
    request,
  }) => {
    const source = unique("e2e-news-").toLowerCase();
    const name = unique("Utm Visitor ");
    await page.goto(`/practice-areas?utm_source=${source}&utm_medium=email&utm_campaign=spring`, {
      referer: "https://news.example.org/issue/12",
    });
    // A later page of the same visit: the form carries what the first page saw.
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel(exactLabel(C.name)).fill(name);
    await form.getByLabel(exactLabel(C.emailField)).fill(`${source}@example.com`);
    await form.getByLabel(exactLabel(C.subject)).fill("Where did I come from?");
    await form.getByLabel(exactLabel(C.message)).fill("From the newsletter.");
    await form.getByLabel(C.consent).check();
    await form.getByRole("button", { name: C.submit }).click();
    await expect(page.getByText(TOASTS.contactSent.title).first()).toBeVisible();

    await signedIn(page, request);
    await openAdmin(page, "/admin/contacts");
    await page.getByRole("searchbox", { name: "Search by name, email or subject" }).fill(name);
    // The search reaches the address after typing rests: wait for it, or opening the enquiry meanwhile
    // races it (as in admin-contacts.spec.ts; the newest enquiry is on the first page already).
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole("button", { name: `View details of the enquiry from ${name}` }).click();
    const details = page.getByRole("dialog", { name: "Where did I come from?" });
    await expect(details).toContainText(source);
    await expect(details).toContainText("/practice-areas");
    await expect(details).toContainText("news.example.org");
    await expect(details).toContainText("spring");
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/attribution-enquiry.png", fullPage: true });
    await details.getByRole("button", { name: "Close" }).click();

    await openAdmin(page, "/admin/dashboard?days=90");
    const panel = page.getByRole("region", { name: S.panel }).or(page.locator("section", { hasText: S.panel }));
    await expect(panel.getByRole("link", { name: S.days(90) })).toHaveAttribute("aria-current", "page");
    const bySource = panel.getByRole("table", { name: S.bySource });
    await expect(bySource.getByRole("row", { name: new RegExp(`^${source} 1 0$`) })).toBeVisible();
    await panel.getByRole("link", { name: S.days(30) }).click();
    await expect(page).toHaveURL(/days=30/);
    await expect(bySource.getByRole("row", { name: new RegExp(`^${source} 1 0$`) })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/attribution-dashboard.png", fullPage: true });
    await page.setViewportSize(PHONE);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/attribution-dashboard-phone.png", fullPage: true });
  });

  test("Settings edits the consultation types, buffers, notice, horizon and closures", async ({ page, request }) => {
    await signedIn(page, request);
    await openAdmin(page, "/admin/settings");
    await page.getByRole("tab", { name: A.settingsTab }).click();
    await expect(page.getByLabel(A.buffer)).toBeVisible();
    await page.getByRole("button", { name: A.addClosure }).click();
    const label = unique("Firm retreat ");
    await page.getByLabel(A.firstDay).last().fill("2031-07-01");
    await page.getByLabel(A.lastDay).last().fill("2031-06-30");
    await page.getByLabel(A.closureLabel).last().fill(label);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("The last day must be on or after the first day.")).toBeVisible();
    await page.getByLabel(A.lastDay).last().fill("2031-07-02");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(A.saved)).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/availability-settings.png", fullPage: true });
    await page.setViewportSize(PHONE);
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/availability-settings-phone.png", fullPage: true });
    const stored = await api.get<{ closures: { label: string; endDate: string }[] }>("/booking-settings");
    expect(stored.closures).toContainEqual(expect.objectContaining({ label, endDate: "2031-07-02" }));
    // Leave the demo's settings as they were for other specs: this closure only.
    await api.put("/booking-settings", {
      ...stored,
      closures: stored.closures.filter((c) => c.label !== label),
    });
  });
});

const ZONE = "America/New_York";

/**
 * A new attorney who takes the demo's first consultation type on Wednesdays 10:00–12:00, and a
 * visitor's meeting booked through the public API at the first of those times (a Wednesday, 10:00).
 */
async function meetingOfNewAttorney(request: APIRequestContext) {
  const name = unique("Grid Attorney ");
  const { id } = await api.post<{ id: string }>("/team", { name, role: "Partner", status: "active" });
  const { choices } = await api.get<{ choices: { types: { id: number }[] } }>(`/attorney-availability/${id}`);
  const type = choices.types[0];
  if (!type) throw new Error("the demo has no consultation type");
  const hours = [{ weekday: 3, start: "10:00", end: "12:00" }];
  await api.put(`/attorney-availability/${id}`, { hours, typeIds: [type.id], practiceAreaIds: [] });
  const free = await request.get(`/api/bookings/availability?attorney=${id}&type=${type.id}`);
  const offered: { type: { modes: string[] }; slots: { start: string }[] } = await free.json();
  const start = offered.slots[0]?.start;
  const visitor = unique("Grid Visitor ");
  const booked = await request.post("/api/bookings", {
    headers: { "CF-Connecting-IP": uniqueClientIp() },
    data: {
      name: visitor,
      email: `${unique("grid").toLowerCase()}@example.com`,
      message: "A lease question.",
      consent: true,
      mode: offered.type.modes[0],
      timeZone: ZONE,
      attorneyId: id,
      typeId: type.id,
      start,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date(start ?? Number.NaN));
  return { id, name, visitor, date };
}

test.describe("the Calendar grid", () => {
  // Reads the booking settings, changes none: runs beside other tests.
  test.use({ firmSettings: "reads" });

  for (const [width, action] of [
    [1280, "keep"],
    [390, "cancel"],
  ] as const) {
    test(`at ${width} px: the Week grid shows a booked meeting at its hour; blocking over it lists it and asks (${action})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(width === 390 ? PHONE : { width, height: 900 });
      const { id, name, visitor, date } = await meetingOfNewAttorney(request);
      await signedIn(page, request);
      await openAdmin(page, `/admin/calendar?view=week&date=${date}`);

      // The week's range heads the grid; the meeting sits in its day's column, level with 10 AM.
      await expect(
        page.getByRole("heading", { level: 2, name: rangeHeading(viewRange("week", date, ZONE).dates) }),
      ).toBeVisible();
      const meeting = page.locator(`ul[data-day="${date}"]`).getByRole("button", { name: new RegExp(visitor) });
      await meeting.scrollIntoViewIfNeeded();
      await expect(meeting).toBeVisible();
      await expect(meeting).toHaveAccessibleName(
        new RegExp(`^10:00 AM – 10:30 AM E[SD]T, ${visitor} \\(.+\\) with ${name}$`),
      );
      const top = (await meeting.boundingBox())?.y ?? Number.NaN;
      const tenAm = (await page.locator('[data-hour="10"]').boundingBox())?.y ?? Number.NaN;
      expect(Math.abs(top - tenAm)).toBeLessThan(3);
      // The keyboard reaches it and opens its details.
      await meeting.focus();
      await page.keyboard.press("Enter");
      const details = page.getByRole("dialog", { name: CAL.meetingTitle(visitor) });
      await expect(details).toContainText(name);
      await expect(details.getByRole("button", { name: `${CAL.cancel}: ${visitor}` })).toBeVisible();
      await page.keyboard.press("Escape");

      // Blocking 8:00–12:00 over it blocks nothing yet: the dialog lists the meeting and asks.
      await page.getByRole("button", { name: CAL.blockTime }).click();
      const block = page.getByRole("dialog", { name: CAL.blockTime });
      await block.getByLabel(CAL.attorney).selectOption(id);
      await block.getByLabel(CAL.from).fill(`${date}T08:00`);
      await block.getByLabel(CAL.until).fill(`${date}T12:00`);
      await block.getByRole("button", { name: CAL.block, exact: true }).click();
      const listed = block.getByRole("list", { name: CAL.meetingsInBlockList });
      await expect(listed).toContainText(new RegExp(`10:00 AM – 10:30 AM E[SD]T · ${visitor}`));
      await expect(block.getByRole("group", { name: CAL.meetingsQuestion })).toBeVisible();
      await expect(page.locator(`ul[data-day="${date}"] [data-block]`).filter({ hasText: name })).toHaveCount(0);
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/calendar-block-asks-${width}.png`, fullPage: true });

      await block.getByRole("radio", { name: CAL.meetingsChoice[action] }).check();
      await block.getByRole("button", { name: CAL.blockWith[action] }).click();
      await expect(block).toBeHidden();
      const blocked = page.locator(`ul[data-day="${date}"] [data-block]`).filter({ hasText: name });
      await expect(blocked).toContainText("8:00 AM – 12:00 PM");
      await expect(meeting).toHaveAccessibleName(
        action === "cancel" ? new RegExp(`${name} \\(${CAL.status.cancelled}\\)$`) : new RegExp(`with ${name}$`),
      );
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/calendar-week-${width}.png`, fullPage: true });

      // Time off is edited on the same screen and shows the block's hours, not a whole day.
      await openAdmin(page, `/admin/calendar?view=week&date=${date}&attorney=${id}&edit=availability`);
      await expect(page.getByRole("dialog", { name: A.open(name) })).toContainText(", 8:00 AM – 12:00 PM");
    });
  }
});
