import { DEMO_ADMIN } from "@domain/demo";
import { BUSY_LABELS } from "@domain/messages";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";

/** Where the spec kept the bearer token; the back office now leaves nothing there. */
export const LEGACY_TOKEN_KEY = "admin_token";

let counter = 0;
/** A value no other test (or earlier run against the same server) has used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** A client address of its own, so the API's per-client throttles never see two tests as one client. */
export const uniqueIp = () => `10.${(Date.now() >> 16) & 255}.${(Date.now() >> 8) & 255}.${(counter++ % 250) + 1}`;

/** A visitor's enquiry sent through the public API from a client address of its own, consent given; it must be stored. */
export async function submitEnquiry(
  request: APIRequestContext,
  enquiry: { name: string; email: string; subject: string; message: string; practiceArea?: string },
): Promise<void> {
  const response = await request.post("/api/contacts/submit", {
    data: { ...enquiry, consent: true },
    headers: { "CF-Connecting-IP": uniqueIp() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in through the API (the demo administrator) and returns the bearer token. */
export async function apiSignIn(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { "CF-Connecting-IP": uniqueIp() },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Every page of this test starts signed in: the browser context holds the back office's HttpOnly
 * session cookie (signed in as the page would, from its own origin). Answers a separate bearer
 * token for the test's own API calls.
 */
export async function signedIn(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request);
  const response = await page.context().request.post("/api/login", {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, cookie: true },
    headers: { "CF-Connecting-IP": uniqueIp(), origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
  return token;
}

/** Opens an admin page and waits until React has hydrated it (clicks before that are lost). */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("[data-admin-hydrated]").waitFor();
}

/** Signs in (see `signedIn`) and opens an admin page. */
export async function openAdminSignedIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await signedIn(page, request);
  await openAdmin(page, path);
}

/** A sonner toast with its title and description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.filter({ hasText: description }).first()).toBeVisible();
}

/**
 * Holds the matching API requests until `release()`, so a dialog's busy label can be seen for
 * certain (no timing involved), then lets them through.
 */
export async function holdRequests(page: Page, path: RegExp, method: string) {
  let released = false;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(path, async (route) => {
    if (!released && route.request().method() === method) await gate;
    await route.fallback();
  });
  return {
    release: () => {
      released = true;
      release();
    },
  };
}

/** Clicks the submit button, sees its busy label while the call is held, then lets the call finish. */
export async function submitSeeingBusy(
  page: Page,
  button: { name: string; busy: string },
  request: { path: RegExp; method: string },
  scope = page.getByRole("dialog"),
): Promise<void> {
  const held = await holdRequests(page, request.path, request.method);
  await scope.getByRole("button", { name: button.name, exact: true }).click();
  await expect(scope.getByRole("button", { name: button.busy })).toBeDisabled();
  held.release();
}

/** Answers the open delete confirmation: it shows `sentence`, and Delete shows its busy label while the DELETE is held. */
export async function confirmDelete(page: Page, sentence: string, path: RegExp): Promise<void> {
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(sentence);
  await submitSeeingBusy(page, { name: "Delete", busy: BUSY_LABELS.delete }, { path, method: "DELETE" }, confirm);
}
