import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { blogPosts, contacts, newsletterSubscribers, practiceAreas } from "@db/schema";
import { ATTRIBUTION_SCRIPT } from "@domain/attribution";
import { TOASTS } from "@domain/messages";
import { FORMS_LOADER, SPECULATION_RULES, TURNSTILE_LOADER } from "@domain/page-scripts";
import { HONEYPOT_FIELD } from "@domain/schemas/limits";
import { TURNSTILE_TEST_SECRET, TURNSTILE_TEST_SITE_KEY } from "@domain/turnstile";
import worker from "@worker/index";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueClient } from "../support/api-calls";
import { insertTestFirm, testDb, unique } from "../support/db";

// The first render of each route compiles it (Vite transforms the app's modules on demand): slower than
// the default 5 s on a cold run, and past 30 s on a loaded two-core machine (seen twice beside other
// suites). A limit that catches a hang, not a slow compile.
vi.setConfig({ testTimeout: 120_000 });

const page = (path: string, init?: RequestInit) => exports.default.fetch(`http://site.test${path}`, init);
const post = (path: string, fields: Record<string, string>, ip = uniqueClient()) =>
  page(path, { method: "POST", body: new URLSearchParams(fields), headers: { "CF-Connecting-IP": ip } });
const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? null;
/** The page's inline scripts but JSON-LD (data, outside the CSP): their types and texts. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script((?:(?!\ssrc=)[^>])*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !attributes.includes('type="application/ld+json"'))
    .map(([, attributes = "", text = ""]) => ({ type: /type="([^"]+)"/.exec(attributes)?.[1] ?? "", text }));
const hashSource = async (text: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
};

/** A published post stored straight in D1 (what the API would refuse is allowed here); answers its slug. */
async function insertPublishedPost(fields: { title?: string; content?: string }) {
  const slug = unique("post");
  const publishDate = new Date().toISOString();
  await testDb()
    .insert(blogPosts)
    .values({ slug, title: "Safe", author: "A", content: "<p>x</p>", status: "published", publishDate, ...fields });
  return slug;
}

beforeAll(async () => {
  await insertTestFirm({ privacyPolicy: "First.\n\nSecond." });
});

describe("server rendering", () => {
  it("renders a page complete from the database in the first HTML", async () => {
    const title = unique("Maritime Law");
    await testDb()
      .insert(practiceAreas)
      .values({ slug: unique("maritime"), title, description: "Ships.", status: "published" });
    const html = await (await page("/practice-areas")).text();
    expect(html).toContain(title);
    expect(html).toContain("Test Firm");
    expect(html).toContain(`© ${new Date().getUTCFullYear()} Test Firm`);
  });

  it("renders areas whose slugs are names of an object's built-in properties (the attack suite's finding)", async () => {
    const titles = ["constructor", "__proto__", "toString"].map((slug) => ({ slug, title: unique(`Area ${slug}`) }));
    await testDb()
      .insert(practiceAreas)
      .values(
        titles.map(({ slug, title }) => ({
          slug,
          title,
          description: "Edge.",
          icon: "⚖️",
          status: "published" as const,
        })),
      );
    const response = await page("/practice-areas");
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const { title } of titles) expect(html).toContain(title);
  });

  it("sends an enforced CSP with a fresh nonce per response, used by every script of a hydrated page", async () => {
    const [first, second] = [await page("/admin/login"), await page("/admin/login")];
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("read-only pages carry no script but JSON-LD, speculation rules and the visit's attribution, and no module preloads", async () => {
    for (const path of ["/", "/about", "/team", "/legal/privacy-policy", "/newsletter", "/nowhere"]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toMatch(/<script\b[^>]*\ssrc=/);
      expect(inlineScripts(html), path).toEqual([
        { type: "speculationrules", text: SPECULATION_RULES },
        { type: "", text: ATTRIBUTION_SCRIPT },
      ]);
      expect(html).not.toContain("modulepreload");
    }
  });

  it("form pages ship no framework: one constant loader adds the forms script; forms post as HTML", async () => {
    for (const path of ["/blog", "/testimonials?form=open", "/contact"]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toMatch(/<script\b[^>]*\ssrc=/);
      expect(inlineScripts(html), path).toEqual([
        { type: "speculationrules", text: SPECULATION_RULES },
        { type: "", text: ATTRIBUTION_SCRIPT },
        { type: "", text: FORMS_LOADER },
      ]);
      expect(FORMS_LOADER).toContain('"src":"/forms.js"');
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).toMatch(/<form[^>]*method="(post|get)"/);
    }
  });

  it("public pages' markup uses no nonce: their CSP allows exactly their constant inline scripts, by hash", async () => {
    const hashes = await Promise.all(
      [SPECULATION_RULES, FORMS_LOADER, TURNSTILE_LOADER, ATTRIBUTION_SCRIPT].map(hashSource),
    );
    for (const path of ["/", "/blog", "/contact", "/nowhere"]) {
      const response = await page(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];
      const nonce = `'nonce-${nonceOf(response)}'`;
      expect(scriptSrc.sort(), path).toEqual([nonce, ...hashes, "'strict-dynamic'"].sort());
      const html = await response.text();
      expect(html, path).not.toMatch(/\snonce=/);
      for (const { text } of inlineScripts(html)) expect(scriptSrc, path).toContain(await hashSource(text));
    }
  });

  it("with Turnstile on, every public page adds its script once, after the widgets, through the constant loader", async () => {
    const bindings = { ...env, TURNSTILE_SECRET: TURNSTILE_TEST_SECRET, TURNSTILE_SITE_KEY: TURNSTILE_TEST_SITE_KEY };
    for (const path of ["/", "/contact", "/testimonials?form=open"]) {
      const response = await worker.fetch(new Request(`http://site.test${path}`), bindings, createExecutionContext());
      const html = await response.text();
      expect(html, path).not.toMatch(/<script\b[^>]*\ssrc=/);
      const loaders = inlineScripts(html).filter(({ text }) => text === TURNSTILE_LOADER);
      expect(loaders, path).toHaveLength(1);
      expect(html.lastIndexOf('class="cf-turnstile"'), path).toBeLessThan(html.indexOf(TURNSTILE_LOADER));
      expect(response.headers.get("content-security-policy"), path).toContain(
        "frame-src https://www.openstreetmap.org https://challenges.cloudflare.com",
      );
    }
  });

  it("answers unknown things with 404 and their not-found screen", async () => {
    for (const [path, text] of [
      ["/nowhere", "Page Not Found"],
      ["/practice-areas/nowhere", "Practice Area Not Found"],
      ["/team/nobody", "Attorney Not Found"],
      ["/blog/nothing", "Article Not Found"],
      ["/legal/nothing", "Page Not Found"],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain(text);
    }
  });

  it("escapes JSON-LD so an article title cannot close its script", async () => {
    const slug = await insertPublishedPost({ title: "</script><script>alert(1)</script>" });
    const html = await (await page(`/blog/${slug}`)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
  });

  it("sanitises article HTML again at render time", async () => {
    const slug = await insertPublishedPost({
      content: `<p onclick="steal()">Text</p><img src=x onerror="steal()"><script>steal()</script><a href="javascript:steal()">x</a>`,
    });
    const html = await (await page(`/blog/${slug}`)).text();
    expect(html).toContain("Text");
    expect(html).not.toMatch(/onclick|onerror|javascript:|<script>steal/);
  });

  it("dates an article in the firm's zone: one published at 9 p.m. in New York shows that day, on its page and in the list", async () => {
    // The firm's zone is the column's default, America/New_York; 02:00 UTC on the 28th is 9 p.m. on the 27th there.
    const title = unique("Evening post");
    const slug = await insertPublishedPost({ title });
    await testDb().update(blogPosts).set({ publishDate: "2026-11-28T02:00:00.000Z" }).where(eq(blogPosts.slug, slug));
    const article = await (await page(`/blog/${slug}`)).text();
    const list = await (await page(`/blog?search=${encodeURIComponent(title)}`)).text();
    for (const html of [article, list]) {
      expect(html).toContain(title);
      expect(html).toContain("Nov 27, 2026");
      expect(html).not.toContain("Nov 28, 2026");
    }
  });
});

/** The contact page's form as a visitor fills it in, with a subject of its own to find what it stored. */
function enquiryForm(fields: Record<string, string> = {}) {
  const subject = unique("Subject");
  return { subject, fields: { name: "A", email: "a@example.com", subject, message: "Hi", consent: "on", ...fields } };
}
const enquiriesAbout = (subject: string) => testDb().select().from(contacts).where(eq(contacts.subject, subject));

describe("forms as page actions", () => {
  it("the contact form stores an unread enquiry", async () => {
    const { subject, fields } = enquiryForm({
      practiceArea: "Other",
      otherParties: "Acme Holdings",
      consentVersion: "1",
    });
    const response = await post("/contact", fields);
    expect(response.status).toBe(200);
    const [row] = await enquiriesAbout(subject);
    expect(row).toMatchObject({
      status: "unread",
      practiceArea: "Other",
      otherParties: "Acme Holdings",
      consentVersion: 1,
    });
  });

  it("offers every published practice area, stores one the first form's list lacked, and refuses a draft's", async () => {
    const [published, draft] = await testDb()
      .insert(practiceAreas)
      .values([
        {
          slug: unique("zoning").replaceAll(" ", "-"),
          title: unique("Zoning Appeals"),
          description: "d",
          status: "published",
        },
        { slug: unique("draft").replaceAll(" ", "-"), title: unique("Draft Area"), description: "d", status: "draft" },
      ])
      .returning({ title: practiceAreas.title });
    const form = await (await page("/contact")).text();
    expect(form).toContain(`<option>${published?.title}</option>`);
    expect(form).not.toContain(draft?.title ?? "");
    const stored = enquiryForm({ practiceArea: published?.title ?? "" });
    expect((await post("/contact", stored.fields)).status).toBe(200);
    expect((await enquiriesAbout(stored.subject))[0]?.practiceArea).toBe(published?.title);
    const refused = enquiryForm({ practiceArea: draft?.title ?? "" });
    const response = await post("/contact", refused.fields);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("Choose a practice area from the list.");
    expect(await enquiriesAbout(refused.subject)).toEqual([]);
  });

  it("answers bad input with the form and its field messages, storing nothing", async () => {
    const { subject, fields } = enquiryForm({ name: "", email: "nope" });
    const response = await post("/contact", fields);
    // 422 with the form: a refused submission is not a success (issue 27); the page still shows why.
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Enter a valid email address.");
    expect(html).toContain("Name is required.");
    expect(await enquiriesAbout(subject)).toEqual([]);
  });

  it("accepts a honeypot submission without storing it", async () => {
    const { subject, fields } = enquiryForm({ [HONEYPOT_FIELD]: "555" });
    const response = await post("/contact", fields);
    expect(response.status).toBe(200);
    expect(await enquiriesAbout(subject)).toEqual([]);
  });

  it("refuses a client over the limit with 429", async () => {
    const ip = uniqueClient();
    for (let i = 0; i < 10; i += 1) await post("/newsletter", { email: `${unique("f")}@example.com` }, ip);
    const response = await post("/newsletter", { email: `${unique("f")}@example.com` }, ip);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The visitor is told to call the firm instead of retrying (the no-JavaScript panel).
    expect(await response.text()).toContain("Please call");
  });

  it("the newsletter box signs up and asks to confirm, never 'Subscribed!' before the address is confirmed (the footer's form posts here without JavaScript)", async () => {
    const email = `${unique("n")}@example.com`;
    const response = await post("/newsletter", { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(TOASTS.newsletterCheckInbox.title);
    expect(html).not.toContain("Subscribed!");
    const [row] = await testDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect([row?.status, row?.confirmedAt]).toEqual(["subscribed", null]);
  });
});

describe("feeds", () => {
  it("robots.txt, sitemap.xml and rss.xml list public things only", async () => {
    const published = unique("pub");
    const draft = unique("draft");
    await testDb()
      .insert(blogPosts)
      .values([
        {
          slug: published,
          title: `T ${published}`,
          author: "A",
          content: "<p>x</p>",
          status: "published",
          publishDate: new Date().toISOString(),
        },
        { slug: draft, title: `T ${draft}`, author: "A", content: "<p>x</p>", status: "draft" },
      ]);
    expect(await (await page("/robots.txt")).text()).toContain("Disallow: /admin");
    expect(await (await page("/sitemap.xml")).text()).toContain("http://site.test/sitemaps/articles-1.xml</loc>");
    const sitemap = await (await page("/sitemaps/articles-1.xml")).text();
    expect(sitemap).toContain(`http://site.test/blog/${published}</loc>`);
    expect(sitemap).not.toContain(draft);
    const rss = await page("/rss.xml");
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const feed = await rss.text();
    expect(feed).toContain(`<title>T ${published}</title>`);
    expect(feed).not.toContain(draft);
  });
});
