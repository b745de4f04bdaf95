import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createArea, createPost } from "../support/content";
import { unique } from "../support/db";

vi.setConfig({ testTimeout: 30_000 });

const html = async (path: string) => (await exports.default.fetch(`http://site.test${path}`)).text();
const token = await adminToken();

describe("per-page SEO", () => {
  it("serves a post's own meta title, description and social image, and the defaults without them", async () => {
    const description = unique("A short, clear summary for search results");
    const post = await createPost(token, {
      metaTitle: "Custom Title for Search",
      metaDescription: description,
      socialImage: "/images/blog/default.svg",
    });
    const page = await html(`/blog/${post.slug}`);
    // A custom title keeps the firm-name suffix every other page has.
    expect(page).toMatch(/<title>Custom Title for Search \| [^<]+<\/title>/);
    expect(page).toContain(`<meta name="description" content="${description}"/>`);
    expect(page).toContain(`<meta property="og:description" content="${description}"/>`);

    const plain = await createPost(token, { excerpt: "The generated description." });
    const plainPage = await html(`/blog/${plain.slug}`);
    expect(plainPage).toMatch(new RegExp(`<title>${plain.title}( \\|[^<]*)?</title>`));
    expect(plainPage).toContain('<meta name="description" content="The generated description."/>');
  });

  it("serves a practice area's override", async () => {
    const area = await createArea(token, { metaDescription: "Area description for search." });
    expect(await html(`/practice-areas/${area.slug}`)).toContain(
      '<meta name="description" content="Area description for search."/>',
    );
  });

  it("lets staff set a static page's meta title and description, and blank them back to the default", async () => {
    const body = { metaTitle: "About the Firm — Zebra Marker", metaDescription: "Who we are and how we work." };
    const saved = await call("/api/page-seo/about", jsonInit("PUT", body, token));
    expect(saved.status).toBe(200);
    const page = await html("/about");
    expect(page).toMatch(/<title>About the Firm — Zebra Marker \| [^<]+<\/title>/);
    expect(page).toContain('<meta name="description" content="Who we are and how we work."/>');

    await call("/api/page-seo/about", jsonInit("PUT", { metaTitle: "", metaDescription: "" }, token));
    expect(await html("/about")).not.toContain("Zebra Marker");
    const list = await (await call("/api/page-seo", jsonInit("GET", undefined, token))).json();
    expect(list).toContainEqual({
      page: "about",
      path: "/about",
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
    });
  });

  it("refuses unknown pages, bad images and strangers", async () => {
    expect((await call("/api/page-seo/secret", jsonInit("PUT", {}, token))).status).toBe(404);
    const bad = await call("/api/page-seo/home", jsonInit("PUT", { socialImage: "javascript:alert(1)" }, token));
    expect(bad.status).toBe(400);
    expect((await call("/api/page-seo/home", jsonInit("PUT", {}))).status).toBe(401);
  });
});
