import { env } from "cloudflare:workers";
import type { MediaItem } from "@worker/data/media-library";
import { imageDimensions } from "@worker/media/dimensions";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, jsonInit } from "../support/admin";
import { call, createPost, expectError } from "../support/content";
import { PNG_3x2 } from "../support/image-bytes";

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

async function upload(kind: string, bytes: Uint8Array, type = "image/png"): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([bytes as BlobPart], "file", { type }));
  const response = await call("/api/uploads", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

const send = (method: string, path: string, body?: unknown) => call(path, jsonInit(method, body, token));
const item = async (id: number): Promise<MediaItem> => (await send("GET", `/api/media/${id}`)).json();

describe("the media library", () => {
  it("records every upload with its kind, size and pixel dimensions, undescribed", async () => {
    const { id, url } = await upload("photo", PNG_3x2);
    const stored = await item(id);
    expect(stored).toMatchObject({ url, kind: "photo", contentType: "image/png", width: 3, height: 2 });
    expect(stored.size).toBe(PNG_3x2.byteLength);
    expect(stored.alt).toBeNull();
    expect(stored.decorative).toBe(false);
    expect(stored.usedBy).toEqual([]);
  });

  it("reads dimensions from PNG, JPEG, WebP, ICO and SVG headers", () => {
    expect(imageDimensions("png", PNG_3x2)).toEqual({ width: 3, height: 2 });
    const ico = new Uint8Array([0, 0, 1, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
    expect(imageDimensions("ico", ico)).toEqual({ width: 32, height: 32 });
    const svg = (attrs: string) => new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}></svg>`);
    expect(imageDimensions("svg", svg('width="120" height="40"'))).toEqual({ width: 120, height: 40 });
    expect(imageDimensions("svg", svg('viewBox="0 0 1200 630" width="100%"'))).toEqual({ width: 1200, height: 630 });
    expect(imageDimensions("svg", svg(""))).toBeNull();
    // A baseline JPEG's SOF0 after an APP0 segment: 640×480.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0xe0, 0x02, 0x80, 1, 1, 0x11, 0,
    ]);
    expect(imageDimensions("jpeg", jpeg)).toEqual({ width: 640, height: 480 });
    const vp8x = new Uint8Array(30);
    vp8x.set(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8X"));
    vp8x.set([0x2b, 0x04, 0x00, 0x75, 0x02, 0x00], 24); // 1068 × 630, each stored minus one
    expect(imageDimensions("webp", vp8x)).toEqual({ width: 1068, height: 630 });
  });

  it("takes alt text, or decorative on purpose, and never one without the other's choice", async () => {
    const { id } = await upload("article-image", PNG_3x2);
    await expectError(await send("PUT", `/api/media/${id}`, {}), 400, "validation_failed");
    await expectError(await send("PUT", `/api/media/${id}`, { alt: "A scale", decorative: true }), 400);
    await expectError(await send("PUT", `/api/media/${id}`, { alt: "x".repeat(301) }), 400);
    const described: MediaItem = await (
      await send("PUT", `/api/media/${id}`, { alt: "  The courthouse steps " })
    ).json();
    expect(described).toMatchObject({ alt: "The courthouse steps", decorative: false });
    const decorative: MediaItem = await (await send("PUT", `/api/media/${id}`, { alt: "", decorative: true })).json();
    expect(decorative).toMatchObject({ alt: "", decorative: true });
    await expectError(await send("PUT", "/api/media/999999", { alt: "Nothing" }), 404);
  });

  it("finds images by kind and by words of their alt text", async () => {
    const { id } = await upload("photo", PNG_3x2);
    const word = `heron${Date.now()}`;
    await send("PUT", `/api/media/${id}`, { alt: `A grey ${word} by the river` });
    await upload("logo", PNG_3x2);
    const found = await send("GET", `/api/media?search=${word.toUpperCase()}`);
    expect(found.headers.get("X-Total-Count")).toBe("1");
    expect(((await found.json()) as MediaItem[]).map((m) => m.id)).toEqual([id]);
    const logos = (await (await send("GET", "/api/media?kind=logo&limit=100")).json()) as MediaItem[];
    expect(logos.length).toBeGreaterThan(0);
    expect(logos.every((m) => m.kind === "logo")).toBe(true);
    await expectError(await send("GET", "/api/media?kind=poster"), 400);
    const undescribed = (await (await send("GET", "/api/media?undescribed=true&limit=100")).json()) as MediaItem[];
    expect(undescribed.some((m) => m.id === id)).toBe(false);
    expect(undescribed.every((m) => m.alt === null && !m.decorative)).toBe(true);
  });

  it("refuses to delete an image in use, naming the pages; deletes it from the library and R2 once unused", async () => {
    const { id, url } = await upload("article-image", PNG_3x2);
    const post = await createPost(token, { image: url });
    const inside = await createPost(token, { content: `<p>See <img src="${url}" alt="x"></p>` });
    await send("PUT", "/api/page-seo/about", { socialImage: url });

    const used = await item(id);
    expect(used.usedBy).toEqual(
      expect.arrayContaining([
        { kind: "post", id: String(post.id), title: post.title, path: `/blog/${post.slug}` },
        { kind: "post", id: String(inside.id), title: inside.title, path: `/blog/${inside.slug}` },
        { kind: "page", id: "about", title: "about", path: "/about" },
      ]),
    );
    const refused = await expectError(await send("DELETE", `/api/media/${id}`), 409, "conflict");
    expect(refused.error.message).toContain("3 pages");
    expect(refused.error.fields?.usedBy).toContain(`${post.title} (/blog/${post.slug})`);
    expect(await env.MEDIA.head(url.slice("/media/".length))).not.toBeNull();

    await send("DELETE", `/api/blog/${post.id}`);
    await send("DELETE", `/api/blog/${inside.id}`);
    await send("PUT", "/api/page-seo/about", {});
    expect((await send("DELETE", `/api/media/${id}`)).status).toBe(200);
    expect((await send("GET", `/api/media/${id}`)).status).toBe(404);
    expect(await env.MEDIA.head(url.slice("/media/".length))).toBeNull();
  });

  it("is staff only", async () => {
    expect((await call("/api/media")).status).toBe(401);
    expect((await call("/api/media/1", { method: "DELETE" })).status).toBe(401);
    const intake = await adminToken("intake");
    expect((await call("/api/media", jsonInit("GET", undefined, intake))).status).toBe(403);
  });
});
