import { env, exports } from "cloudflare:workers";
import { throttleEvents } from "@db/schema";
import { UPLOAD_MESSAGES } from "@domain/messages";
import { api } from "@worker/api";
import { UPLOAD_RULE } from "@worker/api/routes/uploads";
import { createSession } from "@worker/auth/session";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { testDb } from "../support/db";
import { JPEG, PNG } from "../support/image-bytes";
import { createTestAdmin } from "../support/sign-in";

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const ICO = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]);
const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Whitmore & Associates -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" xml:space="preserve">
  <title>Whitmore &amp; Associates</title>
  <defs><linearGradient id="g1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
  <style>.mark { fill: url(#g1); font-family: 'Georgia', serif; }</style>
  <rect class="mark" width="40" height="40" rx="4" style="fill: url('#g1')"/>
  <use xlink:href="#g1" href="#g1"/>
  <text x="48" y="26" font-size="14">W&amp;A</text>
</svg>`;
const bytesOf = (text: string) => new TextEncoder().encode(text);

function upload(kind: string, bytes: Uint8Array, name = "file.png", type = "image/png", auth = token) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([bytes as BlobPart], name, { type }));
  const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth}` } : {};
  return api.request("/api/uploads", { method: "POST", body: form, headers }, env);
}

const media = (path: string, init?: RequestInit) => exports.default.fetch(`http://example.com${path}`, init);

async function expectFieldError(response: Response, status = 400) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { success: boolean; error: { code: string } };
  expect(body.success).toBe(false);
  return body.error;
}

describe("POST /api/uploads", () => {
  it.each([
    ["photo", PNG, "me.png", "image/png", "png"],
    ["article-image", JPEG, "me.png", "image/png", "jpeg"], // the name and declared type are ignored
    ["logo", bytesOf(CLEAN_SVG), "logo.svg", "image/svg+xml", "svg+xml"],
    ["favicon", ICO, "favicon.ico", "image/vnd.microsoft.icon", "x-icon"],
  ] as const)(
    "stores a %s and serves it back with a fixed type, nosniff and long caching",
    async (kind, bytes, name, type, subtype) => {
      const response = await upload(kind, bytes, name, type);
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as {
        success: true;
        url: string;
        key: string;
        contentType: string;
        size: number;
      };
      expect(body).toEqual({
        success: true,
        url: `/media/${body.key}`,
        key: body.key,
        contentType: `image/${subtype}`,
        size: bytes.byteLength,
        id: expect.any(Number),
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(body.key).toMatch(new RegExp(`^${kind}/[0-9a-f-]{36}\\.(png|jpg|svg|ico)$`));

      const served = await media(body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(`image/${subtype}`);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      const again = await media(body.url, { headers: { "if-none-match": served.headers.get("etag") ?? "" } });
      expect(again.status).toBe(304);
    },
  );

  it("refuses an HTML file renamed to .png, whatever it claims to be", async () => {
    const html = bytesOf("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    for (const kind of ["photo", "logo", "favicon", "article-image"]) {
      const error = await expectFieldError(await upload(kind, html, "file.png", "image/png"));
      expect(error.code).toBe("validation_failed");
    }
  });

  it("refuses a type the kind does not accept (a WebP or SVG favicon, a PNG-named SVG photo)", async () => {
    const webp = new Uint8Array([...bytesOf("RIFF"), 12, 0, 0, 0, ...bytesOf("WEBPVP8 "), 0, 0, 0, 0]);
    expect((await upload("favicon", webp)).status).toBe(400);
    expect((await upload("favicon", bytesOf(CLEAN_SVG))).status).toBe(400);
    expect((await upload("photo", bytesOf(CLEAN_SVG), "photo.png")).status).toBe(400);
    expect((await upload("photo", webp, "photo.webp", "image/webp")).status).toBe(201);
  });

  const svg = (inner: string, rootAttributes = "") =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${rootAttributes}>${inner}</svg>`;
  const UNSAFE_SVGS = [
    svg("<script>alert(1)</script>"),
    svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
    svg('<rect onclick="alert(1)" width="1" height="1"/>'),
    svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    svg('<a href="javascript:alert(1)"><text>x</text></a>'),
    svg('<use href="javascript:alert(1)"/>'),
    svg('<use href="&#106;avascript:alert(1)"/>'),
    svg('<use xlink:href="https://evil.example/sprite.svg#a"/>'),
    svg('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
    svg('<image href="https://evil.example/x.png"/>'),
    svg('<rect style="fill: url(https://evil.example/track)"/>'),
    svg('<rect fill="url(&quot;https://evil.example/x&quot;)"/>'),
    svg("<style>@import url(https://evil.example/x.css);</style>"),
    svg("<style>rect { fill: u\\72l(https://evil.example/x) }</style>"),
    svg('<animate attributeName="href" to="javascript:alert(1)"/>'),
    svg('<set attributeName="onmouseover" to="alert(1)"/>'),
    svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
    svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    svg("<script><![CDATA[alert(1)]]></script>"),
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "javascript:alert(1)">]>${svg('<use href="&x;"/>')}`,
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svg("")}`,
    svg('<iframe src="https://evil.example"/>'),
    '<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>',
    svg("<rect>"), // not well-formed
    // CSS functions that fetch without url() (issue 28), bare or prefixed, in style attributes and sheets.
    svg("<rect style=\"fill: image-set('https://evil.example/a.png' 1x)\"/>"),
    svg("<rect style=\"fill: -webkit-image-set('https://evil.example/a.png' 1x)\"/>"),
    svg("<style>rect { fill: image('https://evil.example/a.png') }</style>"),
    svg("<style>rect { fill: cross-fade(url(#a), 'https://evil.example/b.png', 50%) }</style>"),
    svg("<style>rect { fill: element(#a) }</style>"),
    svg("<style>rect { fill: -moz-element(#a) }</style>"),
    svg("<style>rect { fill: IMAGE-SET ('https://evil.example/a.png' 1x) }</style>"),
    svg("<style>@font-face { font-family: x; src: url(#a), src('https://evil.example/f.woff') }</style>"),
    svg("<style>@IMPORT 'https://evil.example/x.css';</style>"),
  ];

  it(`refuses each of ${UNSAFE_SVGS.length} SVGs carrying script, handlers, external or data references`, async () => {
    // The same wrapper with a harmless drawing passes: each refusal is the payload's doing.
    const control = svg('<title>Whitmore</title><rect width="1" height="1" fill="url(#a)"/>');
    expect((await upload("logo", bytesOf(control), "logo.svg", "image/svg+xml")).status).toBe(201);
    for (const text of UNSAFE_SVGS) {
      const response = await upload("logo", bytesOf(text), "logo.svg", "image/svg+xml");
      expect(response.status, text).toBe(400);
    }
    const { objects } = await env.MEDIA.list({ prefix: "logo/" });
    const stored = await Promise.all(objects.map(async (o) => (await env.MEDIA.get(o.key))?.text()));
    expect(stored.filter((text) => text && !text.includes("Whitmore"))).toEqual([]);
  });

  it("answers 413 above the kind's limit, and above the largest limit before reading the body", async () => {
    // A whole PNG of exactly `size` bytes: a text chunk of zeros before its IEND (issue 28 refuses bytes after it).
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      const iend = PNG.length - 12;
      bytes.set(PNG.subarray(0, iend));
      new DataView(bytes.buffer).setUint32(iend, size - PNG.length - 12);
      bytes.set(bytesOf("tEXt"), iend + 4);
      bytes.set(PNG.subarray(iend), size - 12);
      return bytes;
    };
    for (const [kind, size] of [
      ["favicon", 512 * 1024 + 1],
      ["logo", 2 * 1024 * 1024 + 1],
      ["photo", 6 * 1024 * 1024],
    ] as const) {
      const error = await expectFieldError(await upload(kind, padded(size)), 413);
      expect(error.code).toBe("payload_too_large");
    }
    expect((await upload("favicon", padded(512 * 1024))).status).toBe(201);
  });

  it("refuses an unknown kind, a missing file and a body that is not multipart", async () => {
    const wrongKind = await expectFieldError(await upload("banner", PNG));
    expect(wrongKind).toMatchObject({ code: "validation_failed", fields: { kind: [expect.any(String)] } });
    const form = new FormData();
    form.set("kind", "photo");
    const noFile = await api.request(
      "/api/uploads",
      { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect(await expectFieldError(noFile)).toMatchObject({ fields: { file: [expect.any(String)] } });
    const json = await api.request(
      "/api/uploads",
      { method: "POST", body: "{}", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" } },
      env,
    );
    expect(json.status).toBe(415);
  });

  it("refuses an upload without a valid token", async () => {
    const response = await upload("photo", PNG, "a.png", "image/png", "");
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /media/*", () => {
  it("is a 404 for anything but a stored file of an allowed type", async () => {
    await env.MEDIA.put("photo/00000000-0000-4000-8000-000000000000.png", "<script>x</script>", {
      httpMetadata: { contentType: "text/html" },
    });
    const paths = [
      "/media/unknown",
      "/media/",
      "/media",
      "/media/photo/11111111-1111-4111-8111-111111111111.png",
      "/media/photo/00000000-0000-4000-8000-000000000000.png", // stored, but not with an image type
      "/media/photo/..%2F..%2Fapi%2Fsession",
      "/media/photo/%2e%2e%2fsecret.png",
      "/media/photo/x/../11111111-1111-4111-8111-111111111111.png",
    ];
    for (const path of paths) {
      const response = await media(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
    const { url } = (await (await upload("photo", PNG)).json()) as { url: string };
    expect((await media(url, { method: "POST" })).status).toBe(404);
    expect((await media(url, { method: "DELETE" })).status).toBe(404);
  });
});

describe("uploads per account", () => {
  it("refuses an account's uploads past its hourly share with 429, other accounts unaffected", async () => {
    const busy = await createTestAdmin();
    const busyToken = (await createSession(env.SESSIONS, busy)).token;
    const now = new Date().toISOString();
    const earlier = Array.from({ length: UPLOAD_RULE.limit - 1 }, () => ({
      kind: UPLOAD_RULE.kind,
      subject: String(busy.id),
      createdAt: now,
    }));
    // In slices: D1 caps the bound parameters of one statement.
    for (let i = 0; i < earlier.length; i += 25)
      await testDb()
        .insert(throttleEvents)
        .values(earlier.slice(i, i + 25));
    expect((await upload("photo", PNG, "me.png", "image/png", busyToken)).status).toBe(201);
    const refused = await upload("photo", PNG, "me.png", "image/png", busyToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload("photo", PNG)).status).toBe(201);
  });
});

describe("polyglots: a file must end where its format says (issue 28)", () => {
  const html = bytesOf("<html><script>alert(1)</script></html>");
  const followedBy = (image: Uint8Array, tail: Uint8Array) => new Uint8Array([...image, ...tail]);
  const webp = new Uint8Array([...bytesOf("RIFF"), 12, 0, 0, 0, ...bytesOf("WEBPVP8 "), 0, 0, 0, 0]);

  it.each([
    ["photo", "PNG", PNG],
    ["photo", "JPEG", JPEG],
    ["photo", "WebP", webp],
    ["favicon", "ICO", ICO],
  ])("%s: a whole %s passes; the same followed by HTML, or cut short, is refused", async (kind, _, image) => {
    expect((await upload(kind, image)).status).toBe(201);
    const polyglot = (await expectFieldError(await upload(kind, followedBy(image, html)))) as {
      fields?: Record<string, string[]>;
    };
    expect(polyglot.fields?.file).toEqual([UPLOAD_MESSAGES.trailingData]);
    expect((await upload(kind, followedBy(image, new Uint8Array([0])))).status).toBe(400);
    expect((await upload(kind, image.subarray(0, image.length - 1))).status).toBe(400);
  });

  it("a JPEG with HTML after its EOI and another EOI after that is refused too", async () => {
    const twice = followedBy(JPEG, followedBy(html, new Uint8Array([0xff, 0xd9])));
    expect((await upload("photo", twice)).status).toBe(400);
  });
});
