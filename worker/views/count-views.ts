import { recordBlogView } from "@worker/data/views";
import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import { appEnv } from "../env";
import { visitorOf } from "./visitor";

/** An article page or the API's public read of one: both are a view of the post. */
const ARTICLE_READ = /^\/(?:api\/blog\/slug|blog)\/([^/]+)\/?$/;

/** Marks this isolate already sent: a reload costs no D1 write at all. Bounded, then forgotten. */
const recent = new Set<string>();
const RECENT_MAX = 10_000;

/**
 * Counts article views before the edge cache answers, so cached reads count too: not for bots, not
 * for staff (a token), once per visitor, article and day, and after the response (ctx.waitUntil),
 * never on the page's critical path.
 */
export const countArticleViews = createMiddleware<{ Bindings: Cloudflare.Env }>(async (c, next) => {
  await next();
  const request = c.req.raw;
  const slug = ARTICLE_READ.exec(new URL(request.url).pathname)?.[1];
  if (!slug || request.method !== "GET" || c.res.status !== 200) return;
  if (request.headers.has("Authorization")) return;
  // A partner reading a signed preview is no reader of the published article.
  if (new URL(request.url).searchParams.has("preview")) return;
  const userAgent = request.headers.get("User-Agent");
  if (!userAgent || isbot(userAgent)) return;
  const db = appEnv(c.env).db;
  c.executionCtx.waitUntil(
    (async () => {
      const { visitor, day } = await visitorOf(request, userAgent);
      const key = `${day}|${visitor}|${slug}`;
      if (recent.has(key)) return;
      if (recent.size >= RECENT_MAX) recent.clear();
      recent.add(key);
      await recordBlogView(db, { slug: decodeURIComponent(slug), visitor, day });
    })().catch((error) => console.error(JSON.stringify({ level: "error", event: "view_count", error: String(error) }))),
  );
});
