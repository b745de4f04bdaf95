import { CONTENT_KINDS, type ContentKind } from "@domain/constants";
import { appEnv } from "@worker/env";
import { plainNotFound } from "@worker/http/not-found";
import { Hono } from "hono";

/**
 * GET /cards/<kind>/<id>.png: the generated social card of a public post, practice area or attorney
 * (drawn on first request, then read from R2). The `v` in the address pages give changes with the
 * title, so a day's caching never shows an old one there.
 */
export const cardRoutes = new Hono<{ Bindings: Cloudflare.Env }>();

cardRoutes.get("/:kind/:file{[^/]+\\.png}", async (c) => {
  const kind = c.req.param("kind") as ContentKind;
  if (!CONTENT_KINDS.includes(kind)) return plainNotFound();
  // Loaded with the first card asked for: the content reads it needs are no part of the Worker's startup.
  const { storedCard } = await import("@worker/data/social-cards");
  const png = await storedCard(appEnv(c.env), kind, decodeURIComponent(c.req.param("file").slice(0, -4)));
  if (!png) return plainNotFound();
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

cardRoutes.all("*", () => plainNotFound());
