import { ATTRIBUTION_SCRIPT } from "@domain/attribution";
import { NOT_FOUND } from "@domain/messages";
import { trackScripts } from "./support/site";
import { expect, test } from "./support/test";

/** Pages a visitor only reads: no script file, no executable inline script. */
const READ_ONLY_PAGES = [
  "/",
  "/practice-areas",
  "/practice-areas/litigation",
  "/team",
  "/team?department=litigation",
  "/team/eleanor-whitmore",
  "/blog/corporate-compliance-2024",
  "/about",
  "/legal/privacy-policy",
  "/newsletter",
  "/no-such-page",
];

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];

test("every HTML response carries an enforced, strict CSP", async ({ request }) => {
  for (const path of ["/blog", "/admin/login"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? null;
    expect(csp, path).toContain("'strict-dynamic'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp, path).toContain(directive);
    }
    expect(csp, path).toContain("frame-src https://www.openstreetmap.org");
    expect(response.headers()["content-security-policy-report-only"], path).toBeUndefined();
  }
});

test("the back office's CSP has a fresh nonce per response, which its scripts use", async ({ request }) => {
  const first = await request.get("/admin/login");
  const second = await request.get("/admin/login");
  const nonce = nonceOf(first.headers()["content-security-policy"] ?? null);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"] ?? null)).not.toBe(nonce);
  // Every script React Router renders on a hydrated page carries this response's nonce.
  const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("public pages' markup uses no nonce: the browser runs their constant scripts by hash, without a violation", async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation: (d: string) => void }).reportViolation(e.violatedDirective),
    ),
  );
  await page.goto("/contact");
  // The forms script ran (added by the hash-allowed loader, trusted through 'strict-dynamic').
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await page.locator("script[nonce]").count()).toBe(0);
  expect(violations).toEqual([]);
});

test("security headers on pages and API answers alike", async ({ request }) => {
  for (const path of ["/", "/api/no-such-thing", "/favicon.ico", "/images/blog/default.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
  const page = (await request.get("/about")).headers();
  expect(page["permissions-policy"]).toContain("camera=()");
  expect(page["x-frame-options"]).toBe("DENY");
  // Hashed build files are cached for good.
  const script = (await (await request.get("/admin/login")).text()).match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
  expect((await request.get(script)).headers()["cache-control"]).toContain("immutable");
});

test("markup injected into a page cannot run script: an inline handler matches no hash", async ({ page }) => {
  await page.goto("/about");
  const violated = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true });
        // What an injected fragment would try: an inline event handler.
        document.body.insertAdjacentHTML("beforeend", '<img src="/no-such.png" onerror="window.__injected = true">');
      }),
  );
  expect(await violated).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

for (const path of READ_ONLY_PAGES) {
  test(`read-only page ${path} loads no script file`, async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    // JSON-LD and speculation rules are data, not script; the one inline script is the attribution's
    // constant (domain/attribution.ts: the visit's landing page and UTM, kept in sessionStorage).
    const inline = await page
      .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
      .allTextContents();
    expect(inline).toEqual([ATTRIBUTION_SCRIPT]);
  });
}

for (const path of ["/blog", "/testimonials", "/contact"]) {
  test(`form page ${path} loads no framework, only the small forms script`, async ({ page }) => {
    const scripts = trackScripts(page);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(["/forms.js"]);
  });
}

const NOT_FOUND_PAGES = [
  ["/no-such-page", NOT_FOUND.page],
  ["/practice-areas/no-such-area", NOT_FOUND.practiceArea],
  ["/team/no-such-attorney", NOT_FOUND.attorney],
  ["/blog/no-such-article", NOT_FOUND.article],
  ["/legal/no-such-document", NOT_FOUND.page],
] as const;

for (const [path, title] of NOT_FOUND_PAGES) {
  test(`${path} is a 404 with '${title}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
}
