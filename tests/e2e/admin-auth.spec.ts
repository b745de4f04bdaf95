import { DEMO_ADMIN } from "@domain/demo";
import { TOASTS } from "@domain/messages";
import { expect, test } from "@playwright/test";
import { expectToast, openAdmin, signedIn, TOKEN_KEY } from "./support/admin";

test("signing in with the demo credentials shows 'Login successful' and the dashboard", async ({ page }) => {
  await openAdmin(page, "/admin/login");
  const demo = page.getByRole("region", { name: "Demo credentials" });
  await expect(demo).toContainText(DEMO_ADMIN.email);
  await expect(demo).toContainText(DEMO_ADMIN.password);

  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expectToast(page, TOASTS.loginSuccess.title, TOASTS.loginSuccess.description);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("a wrong password shows 'Login failed' and stores nothing", async ({ page }) => {
  await openAdmin(page, "/admin/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, TOASTS.loginFailed.title, TOASTS.loginFailed.description);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test("an admin page without a token goes to sign in, and back to that page afterwards", async ({ page }) => {
  await page.goto("/admin/team");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fteam$/);
  await page.locator("[data-admin-hydrated]").waitFor();
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
});

test("a token the API refuses goes to sign in and is removed", async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, "A".repeat(43)), TOKEN_KEY);
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblog$/);
});

test("Logout revokes the session: no admin_token left and the old token gets 401", async ({ page, request }) => {
  const token = await signedIn(page, request);
  await openAdmin(page, "/admin/dashboard");
  await expect(page.getByText("Welcome, Admin")).toBeVisible();
  // Logout navigates inside the app (no reload), so the init script does not put the token back.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

  const session = await request.get("/api/session", { headers: { authorization: `Bearer ${token}` } });
  expect(session.status()).toBe(401);
});
