/**
 * Stored XSS, proved in a real browser: every XSS payload is stored through the API in every text
 * field that a page or a back-office screen renders, then those pages are opened in Chromium with a
 * `__xss` hook that any executed payload would call. Also the CSRF attempt from another origin.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium";
import { xssPayloads } from "./corpus";
import { BASE_URL, json, problems, send } from "./http";

const PNG_PATH = "/images/blog/default.svg";

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T | null> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await send({
    method,
    path,
    headers,
    body: body === undefined ? undefined : json(body),
    label: "[xss store]",
  });
  if (!response) return null;
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return (await response.json()) as T;
}

/** Stores every payload in every rendered text field; answers the pages that show them. */
async function storePayloads(token: string, run: string) {
  const pages = new Set(["/", "/testimonials", "/blog", "/team", "/practice-areas", "/about", "/contact"]);
  let stored = 0;
  for (const [index, payload] of xssPayloads.entries()) {
    const short = payload.slice(0, 100);
    const tag = `${run}-${index}`;
    const contact = await api("POST", "/api/contacts/submit", null, {
      name: short,
      email: `x${tag}@example.com`,
      phone: payload.slice(0, 40),
      subject: payload.slice(0, 200),
      message: `${payload} ${tag}`,
      consent: true,
    });
    const testimonial = await api<{ id: number }>("POST", "/api/testimonials/submit", null, {
      name: short,
      email: `t${tag}@example.com`,
      content: `${payload} ${tag}`,
      rating: 5,
      publishConsent: true,
    });
    if (testimonial?.id) await api("PUT", `/api/testimonials/${testimonial.id}`, token, { status: "approved" });
    const post = await api<{ slug: string }>("POST", "/api/blog", token, {
      title: payload.slice(0, 200),
      author: short,
      content: `<p>${payload}</p>${xssPayloads.join("\n")}`,
      excerpt: payload.slice(0, 500),
      tags: [payload.slice(0, 50)],
      status: "published",
      category: "Litigation",
      image: PNG_PATH,
    });
    if (post?.slug) pages.add(`/blog/${post.slug}`);
    const member = await api<{ slug?: string; id: number }>("POST", "/api/team", token, {
      name: short,
      role: "Partner",
      department: "Litigation",
      email: `m${tag}@example.com`,
      bio: payload.slice(0, 1000),
      fullBio: xssPayloads.join("\n\n"),
      // The editor's HTML path (sanitised on the way in and out); the area below keeps the plain-text path.
      fullBioHtml: xssPayloads.join("\n").slice(0, 20_000),
      office: payload.slice(0, 200),
      specialties: [payload.slice(0, 300)],
      status: "active",
    });
    if (member?.slug) pages.add(`/team/${member.slug}`);
    const area = await api<{ slug: string }>("POST", "/api/practice-areas", token, {
      title: payload.slice(0, 120),
      description: payload.slice(0, 500),
      longDescription: xssPayloads.join("\n\n"),
      features: [payload.slice(0, 300)],
      services: [payload.slice(0, 300)],
      faqs: [{ question: payload.slice(0, 300), answer: payload.slice(0, 2000) }],
      scenarios: [{ title: payload.slice(0, 200), description: payload.slice(0, 2000) }],
      status: "published",
    });
    if (area?.slug) pages.add(`/practice-areas/${area.slug}`);
    stored += [contact, testimonial, post, member, area].filter(Boolean).length;
  }
  // The firm's details show on every page (header, footer, contact page, legal texts).
  const settings = await api<Record<string, unknown>>("GET", "/api/settings", token);
  if (settings) {
    const { id: _id, createdAt: _c, updatedAt: _u, ...current } = settings;
    const updated = await api("PUT", "/api/settings", token, {
      ...current,
      firmName: (xssPayloads[1] ?? "").slice(0, 100),
      address: (xssPayloads[2] ?? "").slice(0, 300),
      privacyPolicy: xssPayloads.join("\n\n"),
      termsOfService: xssPayloads.join("\n\n"),
    });
    if (updated) stored += 1;
    pages.add("/legal/privacy-policy");
    pages.add("/legal/terms-of-service");
  }
  return { pages: [...pages], stored };
}

const ADMIN_SCREENS = [
  "/admin",
  "/admin/contacts",
  "/admin/testimonials",
  "/admin/blog",
  "/admin/team",
  "/admin/practice-areas",
  "/admin/settings",
];

async function visit(page: Page, path: string, executed: Set<string>) {
  try {
    await page.goto(`${BASE_URL}${path}`, { waitUntil: "load", timeout: 20_000 });
    await page.waitForTimeout(150);
  } catch (error) {
    problems.push({ kind: "other", detail: `could not open ${path}: ${String(error).slice(0, 200)}` });
  }
  if (executed.size > 0)
    problems.push({ kind: "script-executed", detail: `${path}: payloads ${[...executed].join(", ")} ran` });
  executed.clear();
}

/** A page on another origin (evil.test, served by the browser itself) that tries to change the site. */
async function csrf(browser: Browser, token: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in on the site first (whatever the back office keeps: storage, cookies), then off to evil.test.
  await page.goto(`${BASE_URL}/admin/login`);
  await page.evaluate((value) => localStorage.setItem("admin_token", value), token);
  await page.route("http://evil.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>evil</title>" }),
  );
  await page.goto("http://evil.test/");
  const before = await api<{ firmName: string }>("GET", "/api/settings", null);
  const contact1Before = await send({
    method: "GET",
    path: "/api/contacts/1",
    headers: { authorization: `Bearer ${token}` },
  });
  await contact1Before?.body?.cancel();
  const results = await page.evaluate(async (base) => {
    const attempts = [
      fetch(`${base}/api/settings`, {
        method: "PUT",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firmName: "CSRF" }),
      }),
      fetch(`${base}/api/contacts/1`, { method: "DELETE", credentials: "include" }),
      fetch(`${base}/api/blog`, {
        method: "POST",
        credentials: "include",
        mode: "no-cors",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ title: "CSRF", author: "x", content: "x", status: "published" }),
      }),
    ];
    return Promise.all(
      attempts.map((p) =>
        p.then(
          (r) => r.status,
          () => -1,
        ),
      ),
    );
  }, BASE_URL);
  // A classic form post to a page action, as a cross-site attacker would send it.
  await page.setContent(
    `<form method="post" action="${BASE_URL}/contact"><input name="name" value="CSRF"><input name="email" value="csrf@evil.test"><input name="subject" value="CSRF"><input name="message" value="CSRF form post"></form>`,
  );
  await Promise.all([
    page.waitForLoadState("load").catch(() => undefined),
    page.evaluate(() => document.forms[0]?.submit()),
  ]);
  const after = await api<{ firmName: string }>("GET", "/api/settings", null);
  const contacts = await api<unknown[]>("GET", "/api/contacts?search=csrf%40evil.test", token);
  const contact1 = await send({
    method: "GET",
    path: "/api/contacts/1",
    headers: { authorization: `Bearer ${token}` },
  });
  await contact1?.body?.cancel();
  await context.close();
  const changed =
    before?.firmName !== after?.firmName || (contacts?.length ?? 0) > 0 || contact1?.status !== contact1Before?.status;
  if (changed)
    problems.push({ kind: "csrf", detail: `a cross-origin request changed data (statuses ${results.join(", ")})` });
  return !changed;
}

export async function browserPhase(token: string, run: string) {
  const { pages, stored } = await storePayloads(token, run);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const executed = new Set<string>();
  try {
    const context = await browser.newContext();
    await context.exposeFunction("__xss", (n: unknown) => executed.add(String(n)));
    const page = await context.newPage();
    page.on("dialog", (dialog) => {
      executed.add(`dialog:${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const path of pages) await visit(page, path, executed);
    await page.goto(`${BASE_URL}/admin/login`);
    await page.evaluate((value) => localStorage.setItem("admin_token", value), token);
    for (const path of ADMIN_SCREENS) await visit(page, path, executed);
    await context.close();
    const csrfRefused = await csrf(browser, token);
    return { stored, pagesChecked: pages.length + ADMIN_SCREENS.length, csrfRefused };
  } finally {
    await browser.close();
  }
}
