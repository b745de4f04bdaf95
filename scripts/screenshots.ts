/**
 * Screenshots of every public page and every admin screen and dialog, at a laptop's 1366 × 900 and a
 * phone's 390 × 844, into screenshots/ (git-ignored), to be looked at by a person.
 * Usage: start the site (`npm start`, or the browser tests' server), then
 *   npm run screenshots [-- --base http://127.0.0.1:8787]
 */

import { mkdir } from "node:fs/promises";
import { DEMO_ADMIN } from "@domain/demo";
import { type Browser, chromium, type Page } from "@playwright/test";

const baseIndex = process.argv.indexOf("--base");
const BASE = baseIndex > 0 ? process.argv[baseIndex + 1] : `http://127.0.0.1:${process.env.PORT ?? 8787}`;
const OUT = "screenshots";
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

const PUBLIC_PAGES = [
  ["home", "/"],
  ["practice-areas", "/practice-areas"],
  ["practice-area", "/practice-areas/corporate-law"],
  ["team", "/team"],
  ["attorney", "/team/eleanor-whitmore"],
  ["blog", "/blog"],
  ["article", "/blog/corporate-compliance-2024"],
  ["testimonials", "/testimonials"],
  ["about", "/about"],
  ["contact", "/contact"],
  ["legal-privacy", "/legal/privacy-policy"],
  ["legal-terms", "/legal/terms-of-service"],
  ["newsletter", "/newsletter"],
  ["search", "/search?q=divorce"],
  ["book", "/book"],
  ["not-found", "/no-such-page"],
  ["admin-login", "/admin/login"],
  ["admin-invitation", "/admin/invitation"],
] as const;

/** An admin screen, then each dialog it opens (by the button that opens it). */
const ADMIN_SCREENS: {
  name: string;
  path: string;
  dialogs: { name: string; open: (page: Page) => Promise<void> }[];
}[] = [
  { name: "dashboard", path: "/admin/dashboard", dialogs: [] },
  {
    name: "contacts",
    path: "/admin/contacts",
    dialogs: [
      {
        name: "details",
        open: (p) =>
          p
            .getByRole("button", { name: /view details/i })
            .first()
            .click(),
      },
    ],
  },
  ...(["blog", "team", "practice-areas", "testimonials"] as const).map((name) => ({
    name,
    path: `/admin/${name}`,
    dialogs: [
      { name: "add", open: (p: Page) => p.getByRole("main").getByRole("button").first().click() },
      {
        name: "edit",
        open: (p: Page) =>
          p
            .getByRole("button", { name: /^Edit / })
            .first()
            .click(),
      },
      {
        name: "delete",
        open: (p: Page) =>
          p
            .getByRole("button", { name: /^Delete / })
            .first()
            .click(),
      },
    ],
  })),
  {
    name: "settings",
    path: "/admin/settings",
    dialogs: ["Office Hours", "Legal Information", "Branding", "Booking"].map((tab) => ({
      name: tab.toLowerCase().replace(/ /g, "-"),
      open: (p: Page) => p.getByRole("tab", { name: tab }).click(),
    })),
  },
  { name: "staff", path: "/admin/staff", dialogs: [] },
  { name: "activity", path: "/admin/activity", dialogs: [] },
  { name: "calendar-week", path: "/admin/calendar", dialogs: [] },
  { name: "calendar-day", path: "/admin/calendar?view=day", dialogs: [] },
  { name: "subscribers", path: "/admin/subscribers", dialogs: [] },
];

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`Sign-in failed (${response.status}): is the site running at ${BASE}?`);
  return body.token;
}

/** Lazy images load only once scrolled to; scroll through so the full-page shot has them all. */
async function settle(page: Page) {
  for (const img of await page.locator('img[loading="lazy"]').all()) await img.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await page
    .locator(".animate-pulse")
    .first()
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
}

async function shoot(browser: Browser, token: string) {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, isMobile: label === "phone", hasTouch: label === "phone" });
    const page = await context.newPage();
    for (const [name, path] of PUBLIC_PAGES) {
      await page.goto(BASE + path);
      await settle(page);
      await page.screenshot({ path: `${OUT}/${label}/site-${name}.png`, fullPage: true });
    }
    if (label === "phone") {
      await page.goto(`${BASE}/`);
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached" })
        .catch(() => undefined);
      await page.getByRole("button", { name: /menu/i }).first().click();
      await page.screenshot({ path: `${OUT}/${label}/site-menu.png` });
    }
    await page.goto(`${BASE}/admin/login`);
    await page.locator("[data-admin-hydrated]").waitFor();
    await page.getByRole("button", { name: /forgot your password/i }).click();
    await page.screenshot({ path: `${OUT}/${label}/admin-login-forgot.png` });
    await page.addInitScript((value) => window.localStorage.setItem("admin_token", value), token);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(BASE + screen.path);
      await page.locator("[data-admin-hydrated]").waitFor();
      await settle(page);
      await page.screenshot({ path: `${OUT}/${label}/admin-${screen.name}.png`, fullPage: true });
      for (const dialog of screen.dialogs) {
        await dialog.open(page);
        await page.waitForTimeout(300); // the dialog's entry animation
        await page.screenshot({ path: `${OUT}/${label}/admin-${screen.name}-${dialog.name}.png` });
        await page.keyboard.press("Escape");
      }
    }
    if (label === "phone") {
      await page.goto(`${BASE}/admin/dashboard`);
      await page.locator("[data-admin-hydrated]").waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.screenshot({ path: `${OUT}/${label}/admin-menu.png` });
    }
    await context.close();
  }
}

await Promise.all(Object.keys(VIEWPORTS).map((label) => mkdir(`${OUT}/${label}`, { recursive: true })));
const token = await signIn();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
try {
  await shoot(browser, token);
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await browser.close();
}
