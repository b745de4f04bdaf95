import { expect, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { newStaff } from "./control";

export interface Staff {
  email: string;
  password: string;
}

/**
 * An owner account of the test's own in the running server's database, so enrolling factors never
 * changes how other tests sign in.
 */
export async function createStaff(name?: string): Promise<Staff> {
  const { email, password } = await newStaff({ name });
  return { email, password };
}

/**
 * Passkeys need a domain for their relying-party id (an IP address is refused by browsers), so the
 * passkey tests use the same server as http://localhost.
 */
export const LOCALHOST_URL = E2E_BASE_URL.replace("127.0.0.1", "localhost");

/** Signs in through the sign-in page with email and password. */
export async function signInOnPage(page: Page, staff: Staff, origin = E2E_BASE_URL) {
  await page.goto(`${origin}/admin/login`);
  await page.locator("[data-admin-hydrated]").waitFor();
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Waits until every toast has gone (they sit over the header's right side, where Logout is). */
export async function untilToastsGone(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}
