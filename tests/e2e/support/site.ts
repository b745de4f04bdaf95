import { expect, type Locator, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../../app/lib/hydration";
import { uniqueClientIp } from "./api";
import { seriousAxeViolations } from "./axe";

/**
 * A form field's label exactly, case included, with or without the required mark ("Full Name*"):
 * the testimonial form's "Full name" choice is not its "Full Name" field.
 */
export const exactLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`);

/** Clicks before hydration are lost (STACK.md): hydrated pages mark <html> once React runs. */
export async function waitForHydration(page: Page) {
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
}

/** Every request this page makes comes from a client address of its own (per-client form limits). */
export async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueClientIp() });
}

/** Records every script file the page loads. */
export function trackScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  return scripts;
}

/** Serious and critical axe-core violations only (the bar of DESIGN §8). */
export async function expectAccessible(page: Page) {
  const serious = await seriousAxeViolations(page);
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * Clicks a submit button inside the page and answers its label and aria-disabled right after the
 * submit event: a full-page post replaces the document, so the busy state is read before it goes.
 */
export async function submitAndReadBusyState(button: Locator): Promise<[string | null, string | null]> {
  return button.evaluate((element) => {
    (element as HTMLButtonElement).click();
    return [element.textContent, element.getAttribute("aria-disabled")];
  });
}

/** The public pages with a sample of each kind (an area, a profile, an article). */
export const PUBLIC_PAGES = [
  "/",
  "/practice-areas",
  "/practice-areas/corporate-law",
  "/team",
  "/team/eleanor-whitmore",
  "/blog",
  "/blog/corporate-compliance-2024",
  "/testimonials",
  "/about",
  "/contact",
] as const;
