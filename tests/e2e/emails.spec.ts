import { SCREENSHOTS } from "./screenshots";
import { submitEnquiry, unique } from "./support/admin";
import { localEmailsContaining } from "./support/mailbox";
import { expect, test } from "./support/test";

/** The queue delivers within seconds locally; this only bounds the wait. */
const DELIVERY_WAIT_MS = 30_000;

test("emails arrive as branded HTML with clickable links and a plain-text alternative", async ({ page, request }) => {
  const startedAt = Date.now();
  const name = unique("Casey Lowe");
  const subject = unique("Lease dispute");
  await submitEnquiry(request, { name, email: "casey.lowe@example.com", subject, message: "Please call me." });

  // Both parts of the staff alert land in the local mailbox: the text and the HTML.
  let html = "";
  let text = "";
  await expect
    .poll(
      async () => {
        html = (await localEmailsContaining(`Subject: ${subject}`, startedAt, "email-html"))[0] ?? "";
        text = (await localEmailsContaining(`Subject: ${subject}`, startedAt))[0] ?? "";
        return html !== "" && text !== "";
      },
      { timeout: DELIVERY_WAIT_MS },
    )
    .toBe(true);
  expect(text).toContain(`${name} <casey.lowe@example.com>`);

  // Opened in the browser: the firm's name on the brand bar, the message, a link that goes somewhere.
  await page.setContent(html);
  const brand = page.locator("[data-part=brand]");
  const firmName = (await brand.textContent())?.trim() ?? "";
  expect(firmName.length).toBeGreaterThan(0);
  await expect(brand).toHaveCSS("background-color", "rgb(21, 42, 69)");
  await expect(page.locator("[data-part=body]")).toContainText("Please call me.");
  await expect(page.locator("[data-part=footer]")).toContainText(firmName);
  const link = page.getByRole("link", { name: /\/admin\/contacts\?open=\d+/ });
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/admin\/contacts\?open=\d+$/);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/email-staff-alert.png", fullPage: true });

  // The acknowledgement to the visitor is branded the same way.
  let acknowledgement = "";
  await expect
    .poll(
      async () => {
        acknowledgement = (await localEmailsContaining(`Dear ${name},`, startedAt, "email-html"))[0] ?? "";
        return acknowledgement !== "";
      },
      { timeout: DELIVERY_WAIT_MS },
    )
    .toBe(true);
  await page.setContent(acknowledgement);
  await expect(page.locator("[data-part=brand]")).toHaveText(firmName);
  await expect(page.locator("body")).not.toContainText(/s's\b/);
});
