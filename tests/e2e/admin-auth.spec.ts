import { CSRF_HEADER } from "@domain/constants";
import { DEMO_ADMIN } from "@domain/demo";
import { TOASTS } from "@domain/messages";
import { E2E_BASE_URL } from "../../playwright.config";
import { expectToast, LEGACY_TOKEN_KEY, openAdmin, signedIn } from "./support/admin";
import { type BrowserContext, expect, test } from "./support/test";

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "admin_session");

test("signing in with the demo credentials shows 'Login successful', the dashboard, and an HttpOnly cookie", async ({
  page,
}) => {
  await openAdmin(page, "/admin/login");
  const demo = page.getByRole("region", { name: "Demo credentials" });
  await expect(demo).toContainText(DEMO_ADMIN.email);
  await expect(demo).toContainText(DEMO_ADMIN.password);

  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expectToast(page, TOASTS.loginSuccess.title, TOASTS.loginSuccess.description);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Welcome, ${DEMO_ADMIN.name}`)).toBeVisible();
  const cookie = await sessionCookie(page.context());
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Out of script's reach: neither document.cookie nor local storage holds it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("admin_session");
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(cookie?.value ?? "-");
  expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_TOKEN_KEY)).toBeNull();
});

test("a wrong password shows 'Login failed' and sets no cookie", async ({ page }) => {
  await openAdmin(page, "/admin/login");
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, TOASTS.loginFailed.title, TOASTS.loginFailed.description);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await sessionCookie(page.context())).toBeUndefined();
});

test("an admin page without a session goes to sign in, and back to that page afterwards", async ({ page }) => {
  await page.goto("/admin/team");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fteam$/);
  await page.locator("[data-admin-hydrated]").waitFor();
  await page.getByLabel("Email").fill(DEMO_ADMIN.email);
  await page.getByLabel("Password").fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
});

test("a session cookie the API refuses goes to sign in, and an old admin_token is removed", async ({ page }) => {
  await page.context().addCookies([{ name: "admin_session", value: "A".repeat(43), url: E2E_BASE_URL }]);
  await page.addInitScript((key) => localStorage.setItem(key, "A".repeat(43)), LEGACY_TOKEN_KEY);
  await page.goto("/admin/blog");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblog$/);
});

test("Logout revokes the session and clears the cookie", async ({ page, request }) => {
  await signedIn(page, request);
  const cookie = await sessionCookie(page.context());
  await openAdmin(page, "/admin/dashboard");
  await expect(page.getByText("Welcome, Admin")).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await sessionCookie(page.context())).toBeUndefined();
  const replayed = await request.get("/api/session", { headers: { cookie: `admin_session=${cookie?.value}` } });
  expect(replayed.status()).toBe(401);
});

test("a write carrying the cookie but not the CSRF token is refused, even from the site's own page", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await openAdmin(page, "/admin/settings");
  const attempt = await page.evaluate(async (header) => {
    const put = (headers: Record<string, string>) =>
      fetch("/api/settings", {
        method: "PUT",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ firmName: "Forged LLP" }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    return { without: await put({}), forged: await put({ [header]: "x".repeat(43) }) };
  }, CSRF_HEADER);
  expect(attempt.without).toMatchObject({ status: 403, body: { error: { code: "csrf_refused" } } });
  expect(attempt.forged).toMatchObject({ status: 403, body: { error: { code: "csrf_refused" } } });
  const settings = await (await request.get("/api/settings")).json();
  expect(settings.firmName).not.toBe("Forged LLP");
});
