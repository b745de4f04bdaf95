import { exports } from "cloudflare:workers";
import { practiceAreas, teamMembers } from "@db/schema";
import { RICH_TEXT_MAX } from "@domain/schemas/rich-text-field";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { adminToken } from "../support/admin";
import { bodyOf, call, createdBy, expectFieldError, send } from "../support/api-calls";
import { areaBody, createArea } from "../support/content";
import { testDb, unique } from "../support/db";

/** Overviews and biographies written in the visual editor: stored, indexed and shown (issue 25). */

// The first render of each route compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 30_000 });

const token = await adminToken();
const db = testDb();
const page = async (path: string) => {
  const response = await exports.default.fetch(`http://site.test${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
const memberBody = (fields: Record<string, unknown> = {}) => ({
  name: `Avery ${unique("Quill").replaceAll("-", "")}`,
  role: "Partner",
  status: "active",
  ...fields,
});
/** A made-up word search can find, unique to the test. */
const word = () => `zeb${crypto.randomUUID().replaceAll("-", "").replace(/\d/g, "q").slice(0, 8)}`;
const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const articleContent = (html: string) => /<div class="article-content[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe("a practice area's overview as HTML", () => {
  it("is stored sanitised, its plain text derived for search, and the page renders it in the prose styles", async () => {
    const term = word();
    const overviewHtml = [
      "<h2>How we help</h2>",
      `<p>We <strong>negotiate</strong> ${term} settlements.<script>alert(1)</script></p>`,
      '<ul>\n<li onclick="steal()">Contracts</li>\n<li>Disputes &amp; appeals</li>\n</ul>',
    ].join("\n");
    const area = await createArea(token, { overviewHtml, longDescription: "Ignored: the HTML wins." });
    expect(area.overviewHtml).toBe(
      [
        "<h2>How we help</h2>",
        `<p>We <strong>negotiate</strong> ${term} settlements.</p>`,
        "<ul>\n<li>Contracts</li>\n<li>Disputes &amp; appeals</li>\n</ul>",
      ].join("\n"),
    );
    expect(area.longDescription).toBe(
      `How we help\n\nWe negotiate ${term} settlements.\n\nContracts\nDisputes & appeals`,
    );

    // Search indexes the plain text: the snippet carries no tag but its own <mark>.
    const found = (await bodyOf(await call(`/api/search?q=${term}`))) as {
      practiceAreas: { hits: { url: string; snippetHtml: string }[] };
    };
    expect(found.practiceAreas.hits.map((hit) => hit.url)).toEqual([`/practice-areas/${area.slug}`]);
    expect(found.practiceAreas.hits[0]?.snippetHtml).not.toMatch(/<(?!\/?mark>)/);

    const html = await page(`/practice-areas/${area.slug}`);
    expect(articleContent(html)).toBe(area.overviewHtml);
    expect(html).not.toContain("alert(1)");
    expect(metaDescription(html)).toBe(area.description);
  });

  it("from an older client (plain text only) clears the HTML, and the page shows the text's paragraphs", async () => {
    const area = await createArea(token, { overviewHtml: "<p>Old <em>rich</em> text.</p>" });
    const updated = await send(
      "PUT",
      `/api/practice-areas/${area.id}`,
      areaBody({ title: area.title, longDescription: "First <b>plain</b> paragraph.\n\nSecond & last." }),
      token,
    );
    expect(updated.status).toBe(200);
    expect(await bodyOf(updated)).toMatchObject({
      overviewHtml: null,
      longDescription: "First <b>plain</b> paragraph.\n\nSecond & last.",
    });
    const html = await page(`/practice-areas/${area.slug}`);
    expect(articleContent(html)).toBe("<p>First &lt;b&gt;plain&lt;/b&gt; paragraph.</p>\n<p>Second &amp; last.</p>");
  });

  it("refuses HTML over the limit with a field message, and stores nothing", async () => {
    const title = unique("Too Long Area");
    const response = await send(
      "POST",
      "/api/practice-areas",
      areaBody({ title, overviewHtml: `<p>${"x".repeat(RICH_TEXT_MAX)}</p>` }),
      token,
    );
    await expectFieldError(response, "overviewHtml");
    expect(await db.select().from(practiceAreas).where(eq(practiceAreas.title, title))).toEqual([]);
  });
});

describe("an attorney's biography as HTML", () => {
  it("keeps a safe link, drops an unsafe one, and the profile renders it; meta and JSON-LD stay plain", async () => {
    const fullBioHtml =
      '<p>Read her <a href="/blog">articles</a> or <a href="javascript:alert(1)">this</a>.</p>\n<blockquote>Clients first.</blockquote>';
    const member = await createdBy("/api/team", memberBody({ fullBioHtml }), token);
    expect(member.fullBioHtml).toBe(
      '<p>Read her <a href="/blog">articles</a> or <a>this</a>.</p>\n<blockquote>Clients first.</blockquote>',
    );
    expect(member.fullBio).toBe("Read her articles or this.\n\nClients first.");
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(row?.fullBioHtml).toBe(member.fullBioHtml);

    const html = await page(`/team/${member.id}`);
    expect(articleContent(html)).toBe(member.fullBioHtml);
    expect(html).not.toContain("javascript:");
    // No short bio: the description is the biography's plain text, never its tags.
    expect(metaDescription(html)).toBe("Read her articles or this. Clients first.");
    for (const [, ld] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(ld).not.toMatch(/<a |<p>|&lt;p/);
    }
  });

  it("without HTML, a profile keeps its plain text and an empty one shows no biography section", async () => {
    const plain = await createdBy("/api/team", memberBody({ fullBio: "One.\n\nTwo." }), token);
    expect(plain.fullBioHtml).toBeNull();
    expect(articleContent(await page(`/team/${plain.id}`))).toBe("<p>One.</p>\n<p>Two.</p>");
    const empty = await createdBy("/api/team", memberBody({ fullBioHtml: " " }), token);
    expect(empty).toMatchObject({ fullBio: null, fullBioHtml: null });
    expect(await page(`/team/${empty.id}`)).not.toContain('id="bio-heading"');
  });

  it("refuses HTML over the limit with a field message", async () => {
    const response = await send("POST", "/api/team", memberBody({ fullBioHtml: "b".repeat(RICH_TEXT_MAX + 1) }), token);
    await expectFieldError(response, "fullBioHtml");
  });
});

describe("the OpenAPI document", () => {
  it("documents both HTML fields: format, sanitised, the limit, and null as stored", async () => {
    const doc = (await bodyOf(await call("/api/openapi.json"))) as {
      components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> };
    };
    const { schemas } = doc.components;
    for (const [input, output, field] of [
      ["PracticeAreaInput", "PracticeArea", "overviewHtml"],
      ["TeamMemberInput", "TeamMember", "fullBioHtml"],
    ] as const) {
      expect(schemas[input]?.properties[field]).toMatchObject({
        type: "string",
        format: "html",
        maxLength: RICH_TEXT_MAX,
        description: expect.stringContaining("Sanitised"),
      });
      expect(JSON.stringify(schemas[output]?.properties[field])).toMatch(
        /"format":"html".*Sanitised|Sanitised.*"format":"html"/,
      );
      expect(JSON.stringify(schemas[output]?.properties[field])).toContain("null");
    }
  });
});
