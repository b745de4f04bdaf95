import { MODE_LABELS } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { CALENDAR_SCREEN as CAL, ENQUIRY_MEETING } from "../../app/lib/admin/calendar-text";
import { BOOKING_TEXT as T } from "../../app/lib/booking-text";
import { CONTACT_TEXT as C, COMMON } from "../../app/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdmin, signedIn } from "./support/admin";
import { lazyAdminApi, unique } from "./support/api";
import { invitationsContaining } from "./support/calendar-mailbox";
import { asNewClient, exactLabel, waitForHydration } from "./support/site";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./support/test";

// Saves the firm's settings (or its booking settings): each test here runs alone (support/test.ts).
test.use({ firmSettings: "changes" });

const api = lazyAdminApi();
test.afterAll(async () => api.dispose());

const ATTORNEY = { id: "eleanor-whitmore", name: "Eleanor Whitmore" };
/** The firm's video room for these journeys (Settings; the seeded attorneys have none of their own). */
const ROOM = "https://meet.example.com/whitmore-consultations";
const FEE = T.fee("Free");
const times = (page: Page) => page.getByRole("main").locator('button[name="slot"]');

// The firm's meeting link for each journey, inside its hold on the settings (support/test.ts).
test.beforeEach(async () => api.put("/settings", { meetingUrl: ROOM }));
test.afterEach(async () => api.put("/settings", { meetingUrl: "" }));

/** Details for a held time, by video; then the confirmation shows the fee and how to join. Answers the email address. */
async function confirmByVideo(page: Page, shots: string) {
  await expect(page).toHaveURL(/\/book\/details\?token=/);
  await expect(page.getByRole("main").getByText(FEE)).toBeVisible();
  const email = `${unique("booker")}@example.com`;
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(exactLabel(C.name)).fill("Robin Booker");
  await form.getByLabel(exactLabel(C.emailField)).fill(email);
  await form.getByLabel(exactLabel(T.message)).fill("A shareholder agreement.");
  await form.getByLabel(exactLabel(C.otherParties)).fill("Acme Holdings");
  await form.getByLabel(MODE_LABELS.video).check();
  await form.getByLabel(C.consent).check();
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/booking-${shots}-details.png`, fullPage: true });
  await page.getByRole("button", { name: T.confirm }).click();
  // The confirmation opens at its top, not at a fragment carried from the picker.
  await expect(page.getByRole("heading", { level: 1, name: T.bookedTitle })).toBeInViewport();
  await expect(page.getByText(B.confirmed)).toBeVisible();
  await expect(page.getByRole("main").getByText(FEE)).toBeVisible();
  await expect(page.getByRole("link", { name: T.joinVideo })).toHaveAttribute("href", ROOM);
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/booking-${shots}-booked.png`, fullPage: true });
  return email;
}

/**
 * From the practice-area page to a confirmed booking: with JavaScript through the side card's
 * "Schedule Consultation" (the area carried, the attorney chosen on /book), without it through
 * "Book with". Answers the visitor's email address.
 */
async function bookFromAreaPage(page: Page, shots: string, zoneInUrl?: RegExp) {
  await page.goto("/practice-areas/corporate-law");
  if (zoneInUrl) {
    await page.getByRole("complementary").getByRole("link", { name: COMMON.scheduleConsultation }).click();
    await expect(page).toHaveURL(/\/book\?area=corporate-law/);
    // The zone picker presets the browser's own zone (one reload), then choosing the attorney applies at once.
    await expect(page).toHaveURL(zoneInUrl);
    // The reloaded page's select applies on change once its script runs: a choice made before is lost.
    await waitForHydration(page);
    await expect(page.getByLabel(T.area)).toHaveValue("corporate-law");
    await page.getByLabel(T.attorney).selectOption(ATTORNEY.id);
    await expect(page).toHaveURL(/attorney=eleanor-whitmore/);
  } else {
    await page.getByRole("link", { name: T.bookWith(ATTORNEY.name) }).click();
    await expect(page).toHaveURL(/\/book\?area=corporate-law&attorney=eleanor-whitmore/);
  }
  await expect(page.getByRole("main").getByText(FEE)).toBeVisible();
  await expect(times(page).first()).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/booking-${shots}-times.png`, fullPage: true });
  await times(page).first().click();
  return confirmByVideo(page, shots);
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
  // The booked day may hold no other time (its first free one, late in the day, was the one booked):
  // move to the next day that has some, which the picker lists only if it has times.
  const otherDay = page.getByRole("main").locator('a[href*="date="]:not([aria-current])').first();
  const date = new URL((await otherDay.getAttribute("href")) ?? "", page.url()).searchParams.get("date");
  await otherDay.click();
  await expect(page.getByRole("main").locator(`a[href*="date=${date}"]`)).toHaveAttribute("aria-current", "date");
  await times(page).first().click();
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

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Europe/London" });
    test("the menu's Get Consultation → a day lands on its times → booked by video → cancelled once → book another time", async ({
      page,
    }) => {
      await page.goto(`/team/${ATTORNEY.id}`);
      await page.getByRole("button", { name: COMMON.menu }).click();
      await page.locator("#site-menu").getByRole("link", { name: COMMON.getConsultation }).click();
      // The attorney carried; the zone picker then presets the browser's zone (one reload).
      await expect(page).toHaveURL(/\/book\?.*attorney=eleanor-whitmore.*tz=Europe%2FLondon/);
      // Another day: the page reloads at its times, not at the top.
      const day = page.getByRole("main").locator('a[href*="date="]:not([aria-current])').first();
      await day.click();
      await expect(page).toHaveURL(/#times$/);
      await expect(page.getByRole("heading", { name: T.time })).toBeInViewport();
      if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-phone-times.png" });
      await times(page).first().click();
      await confirmByVideo(page, "phone");

      await page.getByRole("link", { name: T.cancel }).click();
      await expect(page.getByRole("heading", { name: T.cancelQuestion })).toBeInViewport();
      await page.getByLabel(T.cancelReason).fill("A colleague can help me sooner.");
      if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-phone-cancel.png", fullPage: true });
      await page.getByRole("button", { name: T.cancelConfirm }).click();
      await expect(page.getByText(B.cancelled)).toBeVisible();
      await expect(page.getByText(B.alreadyCancelled)).toHaveCount(0);
      await expect(page.getByText(T.calendarNote)).toHaveCount(0);
      if (SCREENSHOTS) await page.screenshot({ path: "test-results/booking-phone-cancelled.png", fullPage: true });
      await page.getByRole("link", { name: T.bookAnother }).click();
      await expect(page).toHaveURL(/\/book\?.*attorney=eleanor-whitmore/);
      await expect(page.getByLabel(T.attorney)).toHaveValue(ATTORNEY.id);
    });
  });
});
