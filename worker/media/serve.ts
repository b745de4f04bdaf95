import { readMedia } from "@worker/data/media";
import { appEnv } from "@worker/env";
import { plainNotFound } from "@worker/http/not-found";
import { Hono } from "hono";

/** Served files: the type fixed at upload, never sniffed; SVG cannot run script or load anything. */
const MEDIA_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // Keys are never reused (a new upload gets a new key), so a file never changes.
  "Cache-Control": "public, max-age=31536000, immutable",
};

/** GET /media/<key>: files uploaded by staff, from R2. Any other path or method under /media is a 404. */
export const mediaRoutes = new Hono<{ Bindings: Cloudflare.Env }>();

mediaRoutes.get("/:key{.+}", async (c) => {
  const found = await readMedia(appEnv(c.env).media, c.req.param("key"));
  if (!found) return plainNotFound();
  const { object, contentType } = found;
  const headers = { ...MEDIA_HEADERS, "Content-Type": contentType, ETag: object.httpEtag };
  if (c.req.header("if-none-match") === object.httpEtag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.size) } });
});

mediaRoutes.all("*", () => plainNotFound());
