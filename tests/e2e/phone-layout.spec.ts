import { CONTACT_TEXT } from "../../app/lib/site-text";
import { SCREENSHOTS } from "./screenshots";
import { openAdminSignedIn } from "./support/admin";
import { waitForHydration } from "./support/site";
import { expect, type Page, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

/** WCAG 2.2 (2.5.8): every checkbox on the page is at least 24×24 CSS px. */
async function expectCheckboxTargets(page: Page) {
  const boxes = page.locator("input[type=checkbox]:visible");
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await boxes.nth(i).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  }
}

test("on a phone the contact form is one tap away, and its checkboxes are big enough to hit", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const jump = page.getByRole("link", { name: CONTACT_TEXT.jumpToForm });
  await expect(jump).toBeInViewport();
  const heading = page.getByRole("heading", { name: CONTACT_TEXT.formTitle });
  await expect(heading).not.toBeInViewport();
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/phone-contact-top.png" });
  await jump.click();
  await expect(heading).toBeInViewport();
  await expect(page.getByLabel(CONTACT_TEXT.name, { exact: false }).first()).toBeInViewport();
  await expectCheckboxTargets(page);
});

test("on a phone the back office header stays on one line, and its checkboxes are big enough to hit", async ({
  page,
  request,
}) => {
  await openAdminSignedIn(page, request, "/admin/settings");
  const header = page.locator("header").first();
  const height = (await header.boundingBox())?.height ?? 0;
  expect(height).toBeLessThan(72);
  // Every control in the header sits on the same row.
  const tops = await header
    .locator("a, button, p")
    .evaluateAll((nodes) =>
      nodes.map((n) => Math.round(n.getBoundingClientRect().top + n.getBoundingClientRect().height / 2)),
    );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
  if (SCREENSHOTS) await page.screenshot({ path: "test-results/phone-admin-header.png" });
  await page.getByRole("tab", { name: "Enquiries" }).click();
  await expectCheckboxTargets(page);
});
