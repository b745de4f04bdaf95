import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { CALENDAR_SCREEN as CAL, ENQUIRY_MEETING } from "../../app/lib/admin/calendar-text";
import { BOOKING_TEXT as T } from "../../app/lib/booking-text";
import { CONTACT_TEXT as C } from "../../app/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { invitationsContaining } from "./support/calendar-mailbox";
import { asNewClient, exactLabel } from "./support/site";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test";

// Saves the firm's settings (or its booking settings): each test here runs alone (support/test.ts).
test.use({ firmSettings: "changes" });

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const ATTORNEY = { id: "eleanor-whitmore", name: "Eleanor Whitmore" };
const times = (page: Page) => page.getByRole("main").locator('button[name="slot"]');

/** From the practice-area page to a confirmed booking; answers the visitor's email address. */
async function bookFromAreaPage(page: Page, shots: string, zoneInUrl?: RegExp) {
  await page.goto("/practice-areas/corporate-law");
  await page.getByRole("link", { name: T.bookWith(ATTORNEY.name) }).click();
  await expect(page).toHaveURL(/\/book\?area=corporate-law&attorney=eleanor-whitmore/);
  // With JavaScript the zone picker presets the browser's own zone (one reload).
  if (zoneInUrl) await expect(page).toHaveURL(zoneInUrl);
  await expect(times(page).first()).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/booking-${shots}-times.png`, fullPage: true });
  await times(page).first().click();
  await expect(page).toHaveURL(/\/book\/details\?token=/);
  const email = `${unique("booker")}@example.com`;
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(exactLabel(C.name)).fill("Robin Booker");
  await form.getByLabel(exactLabel(C.emailField)).fill(email);
  await form.getByLabel(exactLabel(T.message)).fill("A shareholder agreement.");
  await form.getByLabel(exactLabel(C.otherParties)).fill("Acme Holdings");
  await form.getByLabel(C.consent).check();
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/booking-${shots}-details.png`, fullPage: true });
  await page.getByRole("button", { name: T.confirm }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.bookedTitle })).toBeVisible();
  await expect(page.getByText(B.confirmed)).toBeVisible();
  return email;
}

/** Staff, in a browser of their own (with JavaScript): the meeting in the enquiry, then on the Calendar. */
async function staffSeeMeeting(browser: Browser, request: APIRequestContext, contactId: number, shots: string) {
  // Staff use the back office with JavaScript, whatever the visitor's browser did (`use` options reach newContext).
  const context = await browser.newContext({ javaScriptEnabled: true });
  const staff = await context.newPage();
  await signedIn(staff, request);
  await openAdmin(staff, `/admin/contacts?open=${contactId}`);
  const meeting = staff.getByTestId("enquiry-meetings");
  // The details open once the list has loaded: slow on a loaded machine.
  await expect(meeting).toContainText(ATTORNEY.name, { timeout: 30_000 });
  await expect(meeting).toContainText(CAL.status.confirmed);
  if (SCREENSHOTS) await staff.screenshot({ path: `test-results/booking-${shots}-enquiry.png`, fullPage: true });
  await meeting.getByRole("link", { name: ENQUIRY_MEETING.rescheduleLink }).click();
  await expect(staff).toHaveURL(/\/admin\/calendar\?view=day&date=[\d-]+&attorney=eleanor-whitmore&booking=\d+/);
  // The link asks for the move: its dialog opens on the meeting, which the day's list marks.
  await expect(staff.getByRole("dialog", { name: CAL.rescheduleTitle("Robin Booker") })).toBeVisible({
    timeout: 30_000,
  });
  await expect(staff.getByRole("combobox", { name: CAL.newTime })).toBeVisible();
  await staff.keyboard.press("Escape");
  // The grid marks the meeting; opening it shows its details and the way to cancel it.
  const marked = staff.locator('[data-meeting][aria-current="true"]');
  await expect(marked).toContainText("Robin Booker");
  if (SCREENSHOTS) await staff.screenshot({ path: `test-results/booking-${shots}-calendar.png`, fullPage: true });
  await marked.click();
  const details = staff.getByRole("dialog", { name: CAL.meetingTitle("Robin Booker") });
  await expect(details.getByRole("button", { name: `${CAL.cancel}: Robin Booker` })).toBeVisible();
  await staff.keyboard.press("Escape");
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(marked).toBeVisible();
  if (SCREENSHOTS) await staff.screenshot({ path: `test-results/booking-${shots}-calendar-phone.png`, fullPage: true });
  await context.close();
}

async function rescheduleAndCheckStaff(page: Page, email: string, since: number) {
  // The invitation reached the local mailbox: METHOD:REQUEST, times in UTC, the visitor invited.
  const [ics] = await invitationsContaining(`mailto:${email}`, since);
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  const before = await page.locator("[data-booking-when]").textContent();
  await times(page).nth(3).click();
  await expect(page.getByText(B.rescheduled)).toBeVisible();
  await expect(page.locator("[data-booking-when]")).not.toHaveText(before ?? "");
  if (SCREENSHOTS)
    await page.screenshot({ path: `test-results/booking-${email.slice(0, 6)}-moved.png`, fullPage: true });
  // Staff: the booking is an enquiry assigned to the attorney.
  const found = await api.get<{ id: number; email: string; assignedTo: string; status: string }[]>(
    `/contacts?search=${encodeURIComponent(email)}`,
  );
  expect(found).toEqual([expect.objectContaining({ email, assignedTo: ATTORNEY.id, status: "unread" })]);
  return found[0]?.id ?? 0;
}

test.describe("booking a consultation", () => {
  // A whole journey: booking, the invitation through the queue to the mailbox, a reschedule, staff's view
  // in the enquiry and on the Calendar.
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => asNewClient(page));

  test.describe("with JavaScript", () => {
    test.use({ timezoneId: "Europe/Berlin" });
    test("area page → Book with → time in my zone → details → booked → .ics → moved → staff see it", async ({
      page,
      browser,
      request,
    }) => {
      const since = Date.now();
      const email = await bookFromAreaPage(page, "js", /tz=Europe%2FBerlin/);
      await staffSeeMeeting(browser, request, await rescheduleAndCheckStaff(page, email, since), "js");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same journey by plain forms", async ({ page, browser, request }) => {
      const since = Date.now();
      const email = await bookFromAreaPage(page, "nojs");
      await staffSeeMeeting(browser, request, await rescheduleAndCheckStaff(page, email, since), "nojs");
    });
  });

  test("on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/book?attorney=${ATTORNEY.id}`);
    await expect(times(page).first()).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-phone.png", fullPage: true });
  });
});
