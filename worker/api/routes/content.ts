import { CONTENT_KINDS, type ContentKind } from "@domain/constants";
import { type ContentItem, findContent } from "@worker/data/content-items";
import { signPreview } from "@worker/data/preview";
import { Hono, type MiddlewareHandler } from "hono";
import { requireAdmin } from "../auth-middleware";
import { errors } from "../errors";
import type { ApiEnv } from "../types";

const KIND_NAMES: Record<ContentKind, string> = {
  post: "The blog post",
  "practice-area": "The practice area",
  attorney: "The attorney",
};

/** The item named by `/:kind/:id`, whatever its status, as `c.get("item")`; a 404 for an unknown one. */
const contentItem: MiddlewareHandler<ApiEnv & { Variables: { item: ContentItem } }> = async (c, next) => {
  const kind = c.req.param("kind") as ContentKind;
  if (!CONTENT_KINDS.includes(kind)) throw errors.notFound("This content kind");
  const item = await findContent(c.var.app.db, kind, c.req.param("id") ?? "");
  if (!item) throw errors.notFound(KIND_NAMES[kind]);
  c.set("item", item);
  await next();
};

/**
 * Publishing tools shared by posts, practice areas and attorneys: signed preview links (and, in
 * revisions.ts, the saved versions). Staff only.
 */
export const contentRoutes = new Hono<ApiEnv & { Variables: { item: ContentItem } }>().post(
  "/:kind/:id/preview",
  requireAdmin,
  contentItem,
  async (c) => {
    const item = c.get("item");
    const grant = await signPreview(c.var.app.db, item.kind, item.id);
    const url = `${item.path}?preview=${encodeURIComponent(grant.token)}`;
    return c.json({ success: true as const, url, expiresAt: grant.expiresAt }, 201);
  },
);
