import { media } from "@db/schema";
import { MEDIA_MESSAGES } from "@domain/messages";
import { mediaDescriptionSchema, mediaListFilterSchema } from "@domain/schemas/media";
import { pageQuerySchema } from "@domain/schemas/paging";
import { deleteMediaRow, describeMedia, getMedia, listMedia } from "@worker/data/media-library";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { jsonBody, queryOf } from "../input";
import { pagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = MEDIA_MESSAGES.notFound;

const MEDIA_LIBRARY: Resource = { entity: "media", publicContent: true, table: media, idColumn: media.id };

/**
 * /api/media: the library of every upload. Staff find images again (kind filter, search in alt text
 * and file names), describe them, see where each is used, and delete those no page uses.
 */
export const mediaRoutes = resourceRouter(MEDIA_LIBRARY, new Hono<ApiEnv>())
  .get(
    "/",
    requireAdmin,
    requireRole("uploads"),
    queryOf(pageQuerySchema.extend(mediaListFilterSchema.shape)),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return pagedJson(c, await listMedia(c.var.app.db, c.req.valid("query")));
    },
  )

  .get("/:id", requireAdmin, requireRole("uploads"), idParam(WHAT), async (c) => {
    const item = await getMedia(c.var.app.db, c.req.valid("param").id);
    if (!item) throw errors.notFound(WHAT);
    return c.json(item);
  })

  .put("/:id", requireAdmin, requireRole("uploads"), idParam(WHAT), jsonBody(mediaDescriptionSchema), async (c) => {
    const item = await describeMedia(c.var.app.db, c.req.valid("param").id, c.req.valid("json"));
    if (!item) throw errors.notFound(WHAT);
    return c.json(item);
  })

  /** Refused (409, with the pages) while anything shows the image; else gone from the library and R2. */
  .delete("/:id", requireAdmin, requireRole("uploads"), idParam(WHAT), async (c) => {
    const item = await getMedia(c.var.app.db, c.req.valid("param").id);
    if (!item) throw errors.notFound(WHAT);
    if (item.usedBy.length > 0) {
      const pages = item.usedBy.map((use) => `${use.title} (${use.path})`);
      throw errors.conflict(MEDIA_MESSAGES.inUse(item.usedBy.length), { usedBy: pages });
    }
    await deleteMediaRow(c.var.app.db, item.id);
    await c.var.app.media.delete(item.key);
    return c.json({ success: true as const });
  });
