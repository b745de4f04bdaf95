import { env, exports } from "cloudflare:workers";
import { cardSvg } from "@worker/cards/card-svg";
import { wrapText } from "@worker/cards/wrap";
import { describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, postBody } from "../support/content";
import { unique } from "../support/db";

const u32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);

describe("social cards", () => {
  it("are valid 1200×630 PNGs, whatever the title's length, drawn by the card Worker over RPC", async () => {
    for (const title of [
      "Wills",
      "What the 2026 changes to estate tax mean for families who own a small business together",
    ]) {
      const png = new Uint8Array(
        await env.CARDS.render({ firmName: "Whitmore & Associates", title, category: "Estate Planning" }),
      );
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
      expect([u32(png, 16), u32(png, 20)]).toEqual([1200, 630]);
      expect(new TextDecoder().decode(png.subarray(png.length - 8, png.length - 4))).toBe("IEND");
      // A drawn card, not an empty canvas.
      expect(png.byteLength).toBeGreaterThan(10_000);
    }
  });

  it("say the title, category and firm name, escaped, and break a long title within the card", () => {
    const svg = cardSvg({ firmName: "Smith & Jones", title: "Wills <and> trusts", category: "Estate Planning" });
    expect(svg).toContain("Smith &amp; Jones");
    expect(svg).toContain("Wills &lt;and&gt; trusts");
    expect(svg).toContain("ESTATE PLANNING");
    const lines = wrapText("serif", "word ".repeat(80), 76, 1040, 4);
    expect(lines).toHaveLength(4);
    expect(lines[3]?.endsWith("…")).toBe(true);
    expect(wrapText("serif", "Short title", 76, 1040, 4)).toEqual(["Short title"]);
  });
});

describe("a page's generated card", () => {
  const site = (path: string) => exports.default.fetch(`http://site.test${path}`);
  const ogImage = async (path: string) => {
    const html = await (await site(path)).text();
    return /<meta property="og:image" content="http:\/\/site\.test([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
  };

  it("is the og:image of a post without a social image, drawn once into R2 and redrawn when the title changes", async () => {
    const token = await adminToken();
    const post = await createPost(token, { title: unique("Card Post") });
    const first = await ogImage(`/blog/${post.slug}`);
    expect(first).toMatch(new RegExp(`^/cards/post/${post.id}\\.png\\?v=[0-9a-f]{12}$`));
    const card = await site(first ?? "");
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await card.arrayBuffer());
    expect([u32(png, 16), u32(png, 20)]).toEqual([1200, 630]);
    expect((await env.MEDIA.list({ prefix: `cards/post/${post.id}/` })).objects).toHaveLength(1);

    await call(
      `/api/blog/${post.id}`,
      jsonInit("PUT", postBody({ title: `${post.title} Revised`, slug: post.slug }), token),
    );
    const second = await ogImage(`/blog/${post.slug}`);
    expect(second).not.toBe(first);
    expect((await site(second ?? "")).status).toBe(200);
    const stored = (await env.MEDIA.list({ prefix: `cards/post/${post.id}/` })).objects;
    expect(stored).toHaveLength(1);

    await call(
      `/api/blog/${post.id}`,
      jsonInit("PUT", postBody({ title: post.title, slug: post.slug, socialImage: "/images/blog/default.svg" }), token),
    );
    expect(await ogImage(`/blog/${post.slug}`)).toBe("/images/blog/default.svg");
  });

  it("is never drawn for a draft or an unknown item", async () => {
    const token = await adminToken();
    const draft = await createPost(token, { status: "draft" });
    expect((await site(`/cards/post/${draft.id}.png`)).status).toBe(404);
    expect((await site("/cards/post/999999.png")).status).toBe(404);
    expect((await site("/cards/poster/1.png")).status).toBe(404);
    const attorney = await call(
      "/api/team",
      jsonInit("POST", { name: unique("Card Attorney"), role: "Partner" }, token),
    );
    const { id } = (await attorney.json()) as { id: string };
    expect((await site(`/cards/attorney/${id}.png`)).status).toBe(200);
  });
});
