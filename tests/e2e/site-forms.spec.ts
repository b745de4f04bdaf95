import { CONTACT_CONFIRMATION_MS } from "@domain/constants";
import { callUsInstead, FIELD_MESSAGES, TOASTS } from "@domain/messages";
import { CONTACT_TEXT, TESTIMONIALS_TEXT } from "../../app/lib/site-text";
import { lazyAdminApi, unique, uniqueClientIp } from "./support/api";
import { asNewClient, exactLabel, submitAndReadBusyState, waitForHydration } from "./support/site";
import { expect, type Page, test } from "./support/test";

const api = lazyAdminApi();

/** A field of the page's form (the footer's newsletter box has an email field too), by its exact label. */
const field = (page: Page, label: string) => page.getByRole("main").locator("form").getByLabel(exactLabel(label));
test.afterAll(async () => api.dispose());

async function fillContact(page: Page, subject: string, email = `${unique("c")}@example.com`) {
  await field(page, CONTACT_TEXT.name).fill("Alex Visitor");
  await field(page, CONTACT_TEXT.emailField).fill(email);
  await field(page, CONTACT_TEXT.phoneField).fill("(555) 010-2000");
  await field(page, CONTACT_TEXT.practiceArea).selectOption("Family Law");
  await field(page, CONTACT_TEXT.subject).fill(subject);
  await field(page, CONTACT_TEXT.message).fill("I would like to discuss a custody arrangement.");
  await field(page, CONTACT_TEXT.otherParties).fill("Jordan Visitor");
  await field(page, CONTACT_TEXT.consent).check();
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => asNewClient(page));

  test("sends: 'Sending...', the toast, 3 seconds of confirmation, then a cleared form; staff see it", async ({
    page,
  }) => {
    const subject = unique("Subject ");
    await page.clock.install();
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContact(page, subject);
    // The page's clock stands still from here, so the confirmation lasts exactly as long as the test says,
    // however slowly the machine answers (no real time in an assertion).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const button = page.getByRole("button", { name: CONTACT_TEXT.submit });
    expect(await submitAndReadBusyState(button)).toEqual([CONTACT_TEXT.submitting, "true"]);
    await expect(page.getByText(TOASTS.contactSent.description).first()).toBeVisible();
    const panel = page.getByRole("main").getByRole("status").filter({ hasText: TOASTS.contactSent.title });
    await expect(panel).toBeVisible();
    // The answer is a new document: its forms script starts the confirmation's timer and then marks the
    // page ready. The clock may move only after that, or the timer would start late (failed once in CI).
    await waitForHydration(page);
    await expect(field(page, CONTACT_TEXT.subject)).toBeHidden();
    await page.clock.runFor(CONTACT_CONFIRMATION_MS - 1);
    await expect(panel).toBeVisible();
    await expect(field(page, CONTACT_TEXT.subject)).toBeHidden();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
    await expect(field(page, CONTACT_TEXT.subject)).toHaveValue("");
    await expect(field(page, CONTACT_TEXT.name)).toHaveValue("");
    const stored = await api.get<{ subject: string; status: string; practiceArea: string }[]>(
      `/contacts?search=${encodeURIComponent(subject)}`,
    );
    expect(stored).toEqual([expect.objectContaining({ subject, status: "unread", practiceArea: "Family Law" })]);
  });

  test("refuses what the server refuses, inline, keeping what was typed, with the failure toast", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const subject = unique("Bad ");
    // "someone@localhost" passes the browser's email check but not the schema shared with the API.
    await fillContact(page, subject, "someone@localhost");
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click();
    await expect(page.getByText(TOASTS.contactFailed.description)).toBeVisible();
    const email = field(page, CONTACT_TEXT.emailField);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(FIELD_MESSAGES.email)).toBeVisible();
    await expect(field(page, CONTACT_TEXT.subject)).toHaveValue(subject);
    expect(await api.get<unknown[]>(`/contacts?search=${encodeURIComponent(subject)}`)).toEqual([]);
  });

  test("a client over the submission limit gets 'Submission Failed'", async ({ page, request }) => {
    const ip = uniqueClientIp();
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
    for (let i = 0; i < 10; i += 1) {
      const form = { name: "Flood", email: "flood@example.com", subject: "Flood", message: "Flood", consent: "on" };
      await request.post("/contact", { form, headers: { "CF-Connecting-IP": ip } });
    }
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContact(page, unique("Over "));
    await page.getByRole("button", { name: CONTACT_TEXT.submit }).click();
    // Over the limit the visitor is asked to call the firm instead of retrying.
    const { phone } = await api.get<{ phone: string }>("/settings");
    await expect(page.getByText(callUsInstead(phone)).first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to the page's action and shows the confirmation above a cleared form", async ({ page }) => {
      const subject = unique("NoJS ");
      await page.goto("/contact");
      await fillContact(page, subject);
      await page.getByRole("button", { name: CONTACT_TEXT.submit }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(TOASTS.contactSent.title);
      await expect(field(page, CONTACT_TEXT.subject)).toHaveValue("");
      expect(await api.get<unknown[]>(`/contacts?search=${encodeURIComponent(subject)}`)).toHaveLength(1);
    });
  });
});

test.describe("testimonial form", () => {
  test.beforeEach(async ({ page }) => asNewClient(page));

  const openForm = async (page: Page) => page.getByRole("button", { name: TESTIMONIALS_TEXT.open }).click();

  test("is hidden until toggled, and Cancel hides it again", async ({ page }) => {
    await page.goto("/testimonials");
    await waitForHydration(page);
    await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveCount(0);
    await openForm(page);
    await expect(field(page, TESTIMONIALS_TEXT.name)).toBeVisible();
    await expect(field(page, TESTIMONIALS_TEXT.rating)).toHaveValue("5");
    await page.getByRole("link", { name: TESTIMONIALS_TEXT.cancel }).click();
    await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveCount(0);
    await expect(page.getByRole("button", { name: TESTIMONIALS_TEXT.open })).toBeVisible();
  });

  test("submits as pending: toast, closed and cleared; shown once staff approve it", async ({ page }) => {
    const name = unique("Client ");
    const content = `${unique("Praise ")} for a careful, honest team.`;
    await page.goto("/testimonials");
    await waitForHydration(page);
    await openForm(page);
    await field(page, TESTIMONIALS_TEXT.name).fill(name);
    await field(page, TESTIMONIALS_TEXT.email).fill(`${unique("t")}@example.com`);
    await field(page, TESTIMONIALS_TEXT.service).selectOption("Real Estate Law");
    await field(page, TESTIMONIALS_TEXT.rating).selectOption("4");
    await field(page, TESTIMONIALS_TEXT.content).fill(content);
    // The name choice is posted with the rest; the full name is the default.
    await expect(field(page, TESTIMONIALS_TEXT.nameDisplayOptions.full)).toBeChecked();
    await field(page, TESTIMONIALS_TEXT.publishConsent).check();
    await page.getByRole("button", { name: TESTIMONIALS_TEXT.submit }).click();
    await expect(page.getByText(TOASTS.testimonialSubmitted.description)).toBeVisible();
    await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(content);
    // Reopened, the form is empty.
    await openForm(page);
    await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveValue("");

    const [pending] = await api.get<{ id: number; status: string }[]>(
      `/testimonials?search=${encodeURIComponent(name)}`,
    );
    expect(pending?.status).toBe("pending");
    await api.put(`/testimonials/${pending?.id}`, { status: "approved" });
    await page.goto("/testimonials");
    const card = page.getByRole("listitem").filter({ hasText: content });
    await expect(card).toContainText(name);
    await expect(card).toContainText("Real Estate Law");
    await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  });

  test("refuses a bad email inline and keeps the form open with the failure toast", async ({ page }) => {
    await page.goto("/testimonials");
    await waitForHydration(page);
    await openForm(page);
    await field(page, TESTIMONIALS_TEXT.name).fill("Pat Example");
    await field(page, TESTIMONIALS_TEXT.email).fill("pat@localhost");
    await field(page, TESTIMONIALS_TEXT.content).fill("Great.");
    await field(page, TESTIMONIALS_TEXT.publishConsent).check();
    await page.getByRole("button", { name: TESTIMONIALS_TEXT.submit }).click();
    await expect(page.getByText(TOASTS.testimonialFailed.description)).toBeVisible();
    await expect(field(page, TESTIMONIALS_TEXT.email)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveValue("Pat Example");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the toggle is a GET form and the submission a plain post", async ({ page }) => {
      await page.goto("/testimonials");
      await openForm(page);
      await expect(page).toHaveURL(/form=open/);
      await field(page, TESTIMONIALS_TEXT.name).fill(unique("Plain "));
      await field(page, TESTIMONIALS_TEXT.content).fill("Submitted without script.");
      await field(page, TESTIMONIALS_TEXT.publishConsent).check();
      await page.getByRole("button", { name: TESTIMONIALS_TEXT.submit }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText(TOASTS.testimonialSubmitted.title);
      await expect(field(page, TESTIMONIALS_TEXT.name)).toHaveCount(0);
    });
  });
});
