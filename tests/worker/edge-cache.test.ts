import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { edgeCache } from "@worker/edge/cache";
import { usesItsNonce } from "@worker/edge/nonce";
import { isStorableResponse } from "@worker/edge/policy";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, postBody } from "../support/content";
import { unique } from "../support/db";
import { cacheStatus, fetchWorker } from "../support/worker";

vi.setConfig({ testTimeout: 30_000 });

const token = await adminToken();

const nonceOf = (response: Response) =>
  response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? null;

describe("edge cache", () => {
  it("answers a repeat view from the cache, and shows an admin write on the very next request", async () => {
    const first = await fetchWorker("/blog");
    expect(first.status).toBe(200);
    expect(cacheStatus(first)).toBe("MISS");
    expect(cacheStatus(await fetchWorker("/blog"))).toBe("HIT");

    const post = await createPost(token, { title: unique("Fresh news") });
    const afterCreate = await fetchWorker("/blog");
    expect(cacheStatus(afterCreate)).toBe("MISS");
    expect(await afterCreate.text()).toContain(post.title);

    const renamed = unique("Renamed news");
    const put = await call(`/api/blog/${post.id}`, jsonInit("PUT", postBody({ title: renamed }), token));
    expect(put.status).toBe(200);
    expect(await (await fetchWorker("/blog")).text()).toContain(renamed);
    const apiList = await fetchWorker("/api/blog");
    expect(((await apiList.json()) as { title: string }[]).map((p) => p.title)).toContain(renamed);
  });

  it("never answers a request with a token from the cache, and never stores its answer", async () => {
    const path = `/api/blog?search=${unique("auth")}`;
    const withToken = await fetchWorker(path, jsonInit("GET", undefined, token));
    expect(cacheStatus(withToken)).toBeNull();
    expect(withToken.headers.get("cache-control")).toBe("no-store");
    // The token's answer was not stored: the first public request is a miss, the next a hit.
    expect(cacheStatus(await fetchWorker(path))).toBe("MISS");
    expect(cacheStatus(await fetchWorker(path))).toBe("HIT");
    // And a cached public answer is never served to a request with a token.
    expect(cacheStatus(await fetchWorker(path, jsonInit("GET", undefined, token)))).toBeNull();
  });

  it("never caches a preview signature, a token in the query, a cookie or a D1 bookmark", async () => {
    const draft = await createPost(token, { status: "draft" });
    for (const path of [`/blog/${draft.slug}?preview=1&signature=${unique("sig")}`, `/blog?token=${unique("t")}`]) {
      expect(cacheStatus(await fetchWorker(path))).toBeNull();
      expect(cacheStatus(await fetchWorker(path))).toBeNull();
    }
    for (const headers of [{ Cookie: "toast=hello" }, { "X-D1-Bookmark": "anything" }] as Record<string, string>[]) {
      const path = `/about?v=${unique("v")}`;
      expect(cacheStatus(await fetchWorker(path, { headers }))).toBeNull();
      expect(cacheStatus(await fetchWorker(path, { headers }))).toBeNull();
      // What that request saw was not stored: the first plain request is a miss.
      expect(cacheStatus(await fetchWorker(path))).toBe("MISS");
    }
  });

  it("never caches admin pages, form posts or the session call", async () => {
    const signedOutPages = ["/admin/login", "/admin/forgot-password", "/admin/reset-password", "/admin/invitation"];
    for (const path of [...signedOutPages, "/admin/account", "/api/session", "/api/account/sessions", "/healthz"]) {
      await fetchWorker(path);
      expect(cacheStatus(await fetchWorker(path))).toBeNull();
    }
    const form = new URLSearchParams({ email: "not-an-email" });
    expect(cacheStatus(await fetchWorker("/newsletter", { method: "POST", body: form }))).toBeNull();
  });

  it("stores only plain 200s without Set-Cookie or no-store", () => {
    expect(isStorableResponse(new Response("x"))).toBe(true);
    expect(isStorableResponse(new Response("x", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isStorableResponse(new Response("x", { headers: { "Cache-Control": "private" } }))).toBe(false);
    expect(isStorableResponse(new Response("x", { headers: { "Cache-Control": "no-store" } }))).toBe(false);
    expect(isStorableResponse(new Response("x", { status: 404 }))).toBe(false);
  });

  it("never reuses a nonce: a stored page's markup has none, and each answer from the cache gets its own", async () => {
    const path = `/blog?category=${encodeURIComponent("Litigation")}`;
    const storedHtml = await (await fetchWorker(path)).text();
    expect(storedHtml).not.toMatch(/\snonce=/);
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await fetchWorker(path);
      expect(cacheStatus(response)).toBe("HIT");
      seen.add(String(nonceOf(response)));
      expect(await response.text()).toBe(storedHtml);
    }
    expect(seen.size).toBe(3);
    // Markup that carries its response's nonce is never stored.
    expect(usesItsNonce(await new Response('<script nonce="abc">').arrayBuffer(), "text/html")).toBe(true);
    expect(usesItsNonce(await new Response(storedHtml).arrayBuffer(), "text/html; charset=utf-8")).toBe(false);
  });

  it("never stores a page whose markup carries its nonce, so that nonce is never replayed", async () => {
    // The real middleware, Cache API and KV in front of a page that writes its nonce into its markup.
    const app = new Hono<{ Bindings: Cloudflare.Env }>();
    app.use("*", edgeCache);
    let rendered = 0;
    app.get("*", (c) => {
      rendered += 1;
      return c.html(`<script nonce="n${rendered}">1</script>`);
    });
    const bindings = { ...env, EDGE_CACHE: "on" } as Cloudflare.Env;
    const path = `http://site.test/page?v=${unique("nonce")}`;
    for (const expected of ['nonce="n1"', 'nonce="n2"']) {
      const ctx = createExecutionContext();
      const response = await app.request(path, {}, bindings, ctx);
      await waitOnExecutionContext(ctx);
      expect(cacheStatus(response)).toBeNull();
      expect(await response.text()).toContain(expected);
    }
    expect(rendered).toBe(2);
  });

  it("sends a cached page gzipped once to visitors who accept gzip, and plain to those who do not", async () => {
    const path = `/about?v=${unique("gzip")}`;
    const plain = await (await fetchWorker(path)).text();
    const gzipped = await fetchWorker(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(cacheStatus(gzipped)).toBe("HIT");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    const inflated = gzipped.body?.pipeThrough(new DecompressionStream("gzip"));
    expect(await new Response(inflated).text()).toBe(plain);
    for (const acceptEncoding of ["identity", "gzip;q=0", "br"]) {
      const response = await fetchWorker(path, { headers: { "Accept-Encoding": acceptEncoding } });
      expect(response.headers.get("content-encoding"), acceptEncoding).toBeNull();
      expect(await response.text(), acceptEncoding).toBe(plain);
    }
  });

  it("encodes by what the client sent, not by the header a proxy in front rewrote (cf.clientAcceptEncoding)", async () => {
    const path = `/about?v=${unique("client-encoding")}`;
    // Cloudflare's edge and Miniflare replace Accept-Encoding with "br, gzip" and keep the client's own.
    const asSent = (clientAcceptEncoding: string) =>
      fetchWorker(path, { headers: { "Accept-Encoding": "br, gzip" }, cf: { clientAcceptEncoding } });
    for (const from of ["MISS", "HIT"]) {
      const response = await asSent("");
      expect(cacheStatus(response)).toBe(from);
      expect(response.headers.get("content-encoding"), from).toBeNull();
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(await response.text()).toContain("<html");
    }
    expect((await asSent("gzip, deflate")).headers.get("content-encoding")).toBe("gzip");
    expect((await asSent("identity")).headers.get("content-encoding")).toBeNull();
  });

  it("revalidates with ETag: an unchanged page is a 304 without a body, from the cache too", async () => {
    const first = await fetchWorker("/practice-areas");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const again = await fetchWorker("/practice-areas", { headers: { "If-None-Match": String(etag) } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(await again.text()).toBe("");
    const other = await fetchWorker("/practice-areas", { headers: { "If-None-Match": 'W/"other"' } });
    expect(other.status).toBe(200);
  });
});
