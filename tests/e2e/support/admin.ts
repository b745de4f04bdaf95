import { DEMO_ADMIN } from "@domain/demo";
import { BUSY_LABELS } from "@domain/messages";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { SESSION_COOKIE } from "@worker/api/session-cookie";
import { E2E_BASE_URL } from "../../../playwright.config";
import { uniqueClientIp } from "./api";
import { openSession } from "./control";

/** Where the spec kept the bearer token; the back office now leaves nothing there. */
export const LEGACY_TOKEN_KEY = "admin_token";

let counter = 0;
/** This test process's own mark: the two workers' counters both start at zero. */
const PROCESS_MARK = Math.random().toString(36).slice(2, 6);
/** A value no other test (or earlier run against the same server) has used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${PROCESS_MARK}${counter}`;
}

/** A client address of its own, so the API's per-client throttles never see two tests as one client. */
export const uniqueIp = uniqueClientIp;

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

/**
 * A bearer token of the demo administrator, from a session written straight into the server's KV
 * (tests/e2e/support/control.ts): only the sign-in journeys type a password.
 */
export async function apiSignIn(_request?: APIRequestContext): Promise<string> {
  return (await openSession(DEMO_ADMIN.email)).token;
}

/**
 * Every page of this test starts signed in as the demo administrator: the browser context holds the
 * back office's HttpOnly session cookie, as a sign-in on the page would leave it. Answers the same
 * session's bearer token for the test's own API calls.
 */
export async function signedIn(
  page: Page,
  _request?: APIRequestContext,
  email: string = DEMO_ADMIN.email,
): Promise<string> {
  const { token } = await openSession(email);
  const { hostname } = new URL(E2E_BASE_URL);
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: token, domain: hostname, path: "/", httpOnly: true, sameSite: "Strict" },
    ]);
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
