import { env } from "cloudflare:workers";
import { CANONICAL_REDIRECT_STATUS } from "@domain/http";
import { HTTP_MESSAGES } from "@domain/messages";
import { describe, expect, it } from "vitest";
import { insertTestFirm, unique } from "../support/db";
import { cacheStatus, fetchWorker } from "../support/worker";

await insertTestFirm();

/** The Allow header as a set of methods. */
const allowOf = (response: Response) =>
  new Set(
    (response.headers.get("allow") ?? "")
      .split(",")
      .map((method) => method.trim())
      .filter(Boolean),
  );

describe("one canonical URL per page", () => {
  it.each([
    ["/blog/", "/blog"],
    ["/about/", "/about"],
    ["/team/eleanor-whitmore/", "/team/eleanor-whitmore"],
    ["/BLOG", "/blog"],
    ["/Practice-Areas", "/practice-areas"],
    ["/Team/Eleanor-Whitmore//", "/team/eleanor-whitmore"],
    ["/privacy", "/legal/privacy-policy"],
    ["/terms", "/legal/terms-of-service"],
    ["/Privacy/", "/legal/privacy-policy"],
  ])("%s answers a permanent redirect to %s", async (path, canonical) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(CANONICAL_REDIRECT_STATUS);
    expect(response.headers.get("location")).toBe(canonical);
  });

  it("keeps the query string", async () => {
    const response = await fetchWorker("/Blog/?category=real-estate&page=2");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/blog?category=real-estate&page=2");
  });

  it("never sends a visitor off the site through a doubled slash", async () => {
    const response = await fetchWorker("//evil.example/");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/evil.example");
  });

  it("leaves canonical pages, files, uploads and the API as they are", async () => {
    for (const path of ["/", "/blog", "/about?x=1", "/sitemap.xml", "/rss.xml"]) {
      expect((await fetchWorker(path)).status, path).toBe(200);
    }
    expect((await fetchWorker("/api/blog")).status).toBe(200);
    // The API keeps its own rules: an unknown API path is its JSON 404, not a redirect.
    expect((await fetchWorker("/api/Blog")).status).toBe(404);
    expect((await fetchWorker("/media/Some-Upload.png")).status).toBe(404);
    // The file's first page renders compile the app inside workerd: slow on a shared 2-core machine.
  }, 120_000);

  it("gives the 404 page no canonical and no og:url", async () => {
    const response = await fetchWorker(`/no-such-page-${unique("x")}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).not.toMatch(/rel="canonical"/);
    expect(html).not.toMatch(/og:url/);
  });
});

describe("405 with Allow", () => {
  it.each([
    ["POST", "/about"],
    ["PUT", "/"],
    ["OPTIONS", "/about"],
    ["DELETE", "/blog"],
    ["POST", "/rss.xml"],
    ["POST", "/sitemap.xml"],
  ])("%s %s is a 405 allowing only GET and HEAD", async (method, path) => {
    const response = await fetchWorker(path, { method });
    expect(response.status).toBe(405);
    expect(allowOf(response)).toEqual(new Set(["GET", "HEAD"]));
  });

  it("never runs a form's action for another method: PATCH /contact is a 405 allowing POST", async () => {
    const subject = unique("patched");
    const body = new URLSearchParams({ name: "Pat", email: "pat@example.com", subject, message: "Hello" });
    const response = await fetchWorker("/contact", { method: "PATCH", body });
    expect(response.status).toBe(405);
    expect(allowOf(response)).toEqual(new Set(["GET", "HEAD", "POST"]));
    const { results } = await env.DB.prepare("SELECT id FROM contacts WHERE subject = ?").bind(subject).all();
    expect(results).toEqual([]);
  });

  it("lets a form's data request through: POST /contact.data reaches the action, PUT does not", async () => {
    const post = await fetchWorker("/contact.data", { method: "POST", body: new URLSearchParams({ name: "" }) });
    expect(post.status).not.toBe(405);
    const put = await fetchWorker("/contact.data", { method: "PUT", body: new URLSearchParams({ name: "" }) });
    expect(put.status).toBe(405);
    expect(allowOf(put)).toEqual(new Set(["GET", "HEAD", "POST"]));
  });

  it.each([
    ["DELETE", "/api/blog", ["GET", "HEAD", "POST", "OPTIONS"]],
    ["PUT", "/api/openapi.json", ["GET", "HEAD", "OPTIONS"]],
    ["GET", "/api/contacts/submit", ["POST", "OPTIONS"]],
    ["PATCH", "/api/blog/1", ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]],
  ])("the API: %s %s is a 405 with Allow, before any sign-in is asked for", async (method, path, allowed) => {
    const response = await fetchWorker(path, { method });
    expect(response.status).toBe(405);
    expect(allowOf(response)).toEqual(new Set(allowed));
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });

  it("the API answers OPTIONS with Allow, and still asks for a sign-in on a method it takes", async () => {
    const options = await fetchWorker("/api/contacts/submit", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(allowOf(options)).toEqual(new Set(["POST", "OPTIONS"]));
    expect((await fetchWorker("/api/contacts/1")).status).toBe(401);
    expect((await fetchWorker("/api/no-such-thing", { method: "DELETE" })).status).toBe(404);
  });
});

describe("a page's form post has a size", () => {
  const oversized = (subject: string) =>
    new URLSearchParams({ name: "Big", email: "big@example.com", subject, message: "x".repeat(1024 * 1024 + 1) });
  const saved = async (subject: string) =>
    (await env.DB.prepare("SELECT id FROM contacts WHERE subject = ?").bind(subject).all()).results;

  it("answers 413 with a clear message before reading a body declared over 1 MB, saving nothing", async () => {
    const subject = unique("oversized");
    const response = await fetchWorker("/contact", { method: "POST", body: oversized(subject) });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(HTTP_MESSAGES.formTooLarge("1 MB"));
    expect(await saved(subject)).toEqual([]);
  });

  it("stops a body with no declared length once it passes 1 MB", async () => {
    const subject = unique("streamed");
    const bytes = new TextEncoder().encode(oversized(subject).toString());
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const response = await fetchWorker("/contact", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await saved(subject)).toEqual([]);
  });
});

describe("headers that tell the truth", () => {
  it.each(["/about", "/rss.xml", "/sitemap.xml", "/api/blog"])(
    "HEAD %s sends the headers its GET sends, without a body",
    async (path) => {
      const get = await fetchWorker(path);
      const head = await fetchWorker(path, { method: "HEAD" });
      expect(head.status).toBe(get.status);
      expect(await head.text()).toBe("");
      for (const name of ["content-type", "content-length", "cache-control", "etag", "vary", "allow"]) {
        expect(head.headers.get(name), name).toBe(get.headers.get(name));
      }
      expect(head.headers.get("content-type")).toBeTruthy();
      expect(head.headers.get("date")).toBeTruthy();
    },
  );

  it("keeps Vary on a 304", async () => {
    const path = `/about?v=${unique("vary")}`;
    const first = await fetchWorker(path);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    for (const from of ["MISS", "HIT"]) {
      const revalidated = await fetchWorker(path, { headers: { "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("vary")).toMatch(/Accept-Encoding/i);
      if (from === "HIT") expect(cacheStatus(revalidated)).toBe("HIT");
    }
  });

  it("gives the API description an ETag, Cache-Control and Vary: Accept-Encoding, and a 304 that keeps them", async () => {
    const first = await fetchWorker("/api/openapi.json");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toMatch(/max-age=0/);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const again = await fetchWorker("/api/openapi.json", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers a request that names no encoding with the plain body, from the cache too", async () => {
    const path = `/about?v=${unique("identity")}`;
    await fetchWorker(path, { headers: { "Accept-Encoding": "gzip" } });
    // The isolate's copy now holds its gzip too.
    expect((await fetchWorker(path, { headers: { "Accept-Encoding": "gzip" } })).headers.get("content-encoding")).toBe(
      "gzip",
    );
    const plain = await fetchWorker(path);
    expect(cacheStatus(plain)).toBe("HIT");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it.each([
    ["GET", "/"],
    ["GET", "/about"],
    ["GET", "/no-such-page"],
    ["GET", "/healthz"],
    ["GET", "/api/blog"],
    ["GET", "/api/health"],
    ["POST", "/about"],
    ["GET", "/BLOG"],
    ["HEAD", "/rss.xml"],
  ])("%s %s carries Date", async (method, path) => {
    const response = await fetchWorker(path, { method });
    const date = response.headers.get("date") ?? "";
    expect(date).toMatch(/GMT$/);
    expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60_000);
  });
});

describe("version skew", () => {
  /** A request through the Worker as a given deployment (its version-metadata binding). */
  const asDeployment = (id: string, path: string) =>
    fetchWorker(path, {}, { CF_VERSION_METADATA: { id, tag: "", timestamp: "" } });

  it("never answers one deployment's request with a page another deployment stored", async () => {
    const path = `/about?v=${unique("deploy")}`;
    expect(cacheStatus(await asDeployment("version-a", path))).toBe("MISS");
    expect(cacheStatus(await asDeployment("version-a", path))).toBe("HIT");
    expect(cacheStatus(await asDeployment("version-b", path))).toBe("MISS");
    expect(cacheStatus(await asDeployment("version-a", path))).toBe("HIT");
  });
});
