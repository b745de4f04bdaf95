import { media } from "@db/schema";
import { UPLOAD_KIND_NAMES } from "@domain/constants";
import { MEDIA_MESSAGES } from "@domain/messages";
import { mediaDescriptionSchema, mediaListFilterSchema } from "@domain/schemas/media";
import { pageQuerySchema } from "@domain/schemas/paging";
import { deleteMediaRow, describeMedia, getMedia, listMedia, type MediaItem } from "@worker/data/media-library";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { isoTime, ok, pageOf, succeeded } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = MEDIA_MESSAGES.notFound;

const MEDIA_LIBRARY: Resource = { entity: "media", publicContent: true, table: media, idColumn: media.id };

const ITEM = component("MediaItem", () =>
  describing<MediaItem>()(
    z.object({
      id: z.int(),
      key: z.string(),
      url: z.string().describe("Where it is served: /media/{key}."),
      kind: z.enum(UPLOAD_KIND_NAMES),
      contentType: z.string(),
      size: z.int().describe("Bytes."),
      width: z.int().nullable(),
      height: z.int().nullable(),
      alt: z.string().nullable().describe("Null until described; empty only when decorative."),
      decorative: z.boolean().describe("Chosen on purpose: the pages give it an empty alt."),
      uploadedBy: z.int().nullable(),
      createdAt: isoTime,
      updatedAt: isoTime,
      usedBy: z.array(
        z.object({
          kind: z.enum(["post", "practice-area", "attorney", "settings", "page"]),
          id: z.string(),
          title: z.string(),
          path: z.string().describe("The page that shows it (or the Settings screen for the logo and favicon)."),
        }),
      ),
    }),
  ),
);
const op = describeRoutes("Media");
const unknown = { 404: "Unknown image." };
const theImage = { 200: ok("The image.", ITEM) };
const docs = {
  list: op("Every upload, newest first; search looks in alt text and file names", {
    responses: pageOf(ITEM),
    errors: { 400: "A query parameter is out of range or not one of the choices." },
  }),
  read: op("One upload and where it is used", { responses: theImage, errors: unknown }),
  describe: op("Describe an image: alt text, or decorative on purpose", { responses: theImage, errors: unknown }),
  remove: op("Delete an image no page uses (from the library and R2)", {
    responses: succeeded("Deleted."),
    errors: { ...unknown, 409: "Still used: `fields.usedBy` names each page." },
  }),
};

/**
 * /api/media: the library of every upload. Staff find images again (kind filter, search in alt text
 * and file names), describe them, see where each is used, and delete those no page uses.
 */
export const mediaRoutes = resourceRouter(MEDIA_LIBRARY, new Hono<ApiEnv>())
  .get(
    "/",
    docs.list,
    requireAdmin,
    requireRole("uploads"),
    queryOf(pageQuerySchema.extend(mediaListFilterSchema.shape)),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return pagedJson(c, await listMedia(c.var.app.db, c.req.valid("query")));
    },
  )

  .get("/:id", docs.read, requireAdmin, requireRole("uploads"), idParam(WHAT), async (c) => {
    return c.json(found(await getMedia(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  .put(
    "/:id",
    docs.describe,
    requireAdmin,
    requireRole("uploads"),
    idParam(WHAT),
    jsonBody(mediaDescriptionSchema),
    async (c) => {
      return c.json(found(await describeMedia(c.var.app.db, c.req.valid("param").id, c.req.valid("json")), WHAT));
    },
  )

  /** Refused (409, with the pages) while anything shows the image; else gone from the library and R2. */
  .delete("/:id", docs.remove, requireAdmin, requireRole("uploads"), idParam(WHAT), async (c) => {
    const item = found(await getMedia(c.var.app.db, c.req.valid("param").id), WHAT);
    if (item.usedBy.length > 0) {
      const pages = item.usedBy.map((use) => `${use.title} (${use.path})`);
      throw errors.conflict(MEDIA_MESSAGES.inUse(item.usedBy.length), { usedBy: pages });
    }
    await deleteMediaRow(c.var.app.db, item.id);
    await c.var.app.media.delete(item.key);
    return c.json({ success: true as const });
  });
