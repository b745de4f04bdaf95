import { exports } from "cloudflare:workers";
import type { BlogPost, PracticeArea } from "@domain/rows";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { areaBody, call, createArea, createPost, expectError, postBody } from "../support/content";
import { unique } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const page = (path: string) => exports.default.fetch(`http://site.test${path}`, { redirect: "manual" });
let token: string;
beforeAll(async () => {
  token = await adminToken();
});

async function renamePost(post: BlogPost, slug: string, fields: Record<string, unknown> = {}) {
  const response = await call(
    `/api/blog/${post.id}`,
    jsonInit("PUT", postBody({ title: post.title, slug, ...fields }), token),
  );
  return response;
}

async function expect301(path: string, to: string) {
  const response = await page(path);
  expect(response.status, path).toBe(301);
  expect(new URL(response.headers.get("location") ?? "", "http://site.test").pathname).toBe(to);
}

describe("slugs that never break", () => {
  it("answers an old post slug with a 301 to today's, and collapses a chain of renames to one hop", async () => {
    const post = await createPost(token);
    const a = post.slug;
    const b = unique("renamed").toLowerCase();
    const c = unique("renamed-again").toLowerCase();
    expect((await renamePost(post, b)).status).toBe(200);
    expect((await renamePost(post, c)).status).toBe(200);
    await expect301(`/blog/${a}`, `/blog/${c}`);
    await expect301(`/blog/${b}`, `/blog/${c}`);
    expect((await page(`/blog/${c}`)).status).toBe(200);

    // Back to an old slug: it is the address again, and the other old one follows it.
    expect((await renamePost(post, a)).status).toBe(200);
    expect((await page(`/blog/${a}`)).status).toBe(200);
    await expect301(`/blog/${c}`, `/blog/${a}`);
  });

  it("refuses another item a slug that still redirects, and frees it when its item is deleted", async () => {
    const post = await createPost(token);
    const old = post.slug;
    expect((await renamePost(post, unique("moved").toLowerCase())).status).toBe(200);
    const other = await createPost(token);
    const error = await expectError(await renamePost(other, old), 409, "conflict");
    expect(error.error.fields?.slug?.[0]).toMatch(/leads readers to another page/);
    // A generated slug steers clear of it too.
    const twin = await createPost(token, { title: post.title });
    expect(twin.slug).not.toBe(old);

    expect((await call(`/api/blog/${post.id}`, jsonInit("DELETE", undefined, token))).status).toBe(200);
    expect((await page(`/blog/${old}`)).status).toBe(404);
    expect((await renamePost(other, old)).status).toBe(200);
  });

  it("keeps no redirect for a draft's slug, which was never shared", async () => {
    const draft = await createPost(token, { status: "draft" });
    expect((await renamePost(draft, unique("draft-moved").toLowerCase(), { status: "draft" })).status).toBe(200);
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);
  });

  it("redirects an old practice-area slug, keeping the query", async () => {
    const area: PracticeArea = await createArea(token);
    const next = unique("area-moved").toLowerCase();
    const response = await call(
      `/api/practice-areas/${area.id}`,
      jsonInit("PUT", areaBody({ title: area.title, slug: next }), token),
    );
    expect(response.status).toBe(200);
    const redirected = await page(`/practice-areas/${area.slug}?ref=newsletter`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toMatch(new RegExp(`/practice-areas/${next}\\?ref=newsletter$`));
  });
});
