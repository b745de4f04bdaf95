import { SITE_NAV } from "@domain/constants";
import { TOASTS } from "@domain/messages";
import { COMMON, FOOTER, NEWSLETTER } from "../../app/lib/site-text";
import { unique } from "./support/api";
import { asNewClient, submitAndReadBusyState, trackScripts, waitForHydration } from "./support/site";
import { expect, test } from "./support/test";

test.describe("header", () => {
  test("the seven links lead where SPEC §2 says, and 'Get Consultation' books (issue 38)", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: COMMON.mainNav }).first();
    for (const item of SITE_NAV) {
      await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.to);
    }
    await expect(nav.getByRole("link", { name: COMMON.getConsultation })).toHaveAttribute("href", "/book");
  });

  test("the skip link is the first stop of the keyboard and jumps to the content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: COMMON.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("mobile menu on a read-only page (no script at all)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opens by touch and its links navigate", async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto("/practice-areas");
    const menu = page.getByRole("button", { name: COMMON.menu });
    const teamLink = page.getByRole("banner").getByRole("link", { name: "Our Team", exact: true });
    await expect(teamLink).toBeHidden();
    await menu.tap();
    await expect(teamLink).toBeVisible();
    await teamLink.tap();
    await expect(page).toHaveURL(/\/team$/);
    expect(scripts).toEqual([]);
  });

  test("opens and closes by keyboard", async ({ page }) => {
    await page.goto("/about");
    const menu = page.getByRole("button", { name: COMMON.menu });
    await menu.focus();
    await page.keyboard.press("Enter");
    const blogLink = page.getByRole("banner").getByRole("link", { name: "Blog", exact: true });
    await expect(blogLink).toBeVisible();
    await page.keyboard.press("Space");
    await expect(blogLink).toBeHidden();
    await page.keyboard.press("Enter");
    // The menu opens on its search box, then the links.
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-search")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toBeFocused();
  });

  test("on a hydrated page it closes after a client-side navigation", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("button", { name: COMMON.menu }).tap();
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Testimonials", exact: true }).tap();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole("heading", { level: 1, name: "Client Testimonials" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeHidden();
  });
});

test.describe("mobile menu closes (defect 3)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("on Escape, with focus back on the menu button, on a page with no script", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: COMMON.menu });
    await button.tap();
    const blogLink = page.getByRole("link", { name: "Blog", exact: true });
    await expect(blogLink).toBeVisible();
    await blogLink.focus();
    await page.keyboard.press("Escape");
    await expect(blogLink).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("when one of its links is followed, even to the page already shown", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("button", { name: COMMON.menu }).tap();
    const blogLink = page.getByRole("link", { name: "Blog", exact: true });
    await blogLink.tap();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blogLink).toBeHidden();
  });
});

test.describe("footer", () => {
  test("links, legal pages, the current year", async ({ page }) => {
    await page.goto("/team");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["About Us", "/about"],
      ["Practice Areas", "/practice-areas"],
      ["Our Team", "/team"],
      ["Testimonials", "/testimonials"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText(String(new Date().getUTCFullYear()));
    await footer.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/legal\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("without JavaScript the newsletter box posts a plain form that subscribes", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asNewClient(page);
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(`${unique("nojs")}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("status")).toContainText(TOASTS.newsletterCheckInbox.title);
    await context.close();
  });

  test("without JavaScript a bad address is refused with its reason, the form kept", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await asNewClient(page);
    await page.goto("/team");
    // Passes the browser's own email check, not the server's.
    await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).fill("someone@localhost");
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox", { name: "Email address" })).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByRole("alert")).toContainText(TOASTS.newsletterFailed.title);
    await context.close();
  });

  test("with JavaScript the newsletter box shows its busy label and subscribes through its page", async ({ page }) => {
    await asNewClient(page);
    await page.goto("/blog");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: "Email address" });
    await email.fill(`${unique("js")}@example.com`);
    const button = footer.getByRole("button", { name: "Subscribe" });
    expect(await submitAndReadBusyState(button)).toEqual([NEWSLETTER.submitting, "true"]);
    await expect(page.getByText(TOASTS.newsletterCheckInbox.description).first()).toBeVisible();
    await expect(page).toHaveURL(/\/newsletter$/);
  });
});

test("the copyright names the firm", async ({ page }) => {
  await page.goto("/");
  const firm = (await page.locator("header a").first().textContent())?.trim() ?? "";
  await expect(page.getByRole("contentinfo")).toContainText(FOOTER.copyright(new Date().getUTCFullYear(), firm));
});
