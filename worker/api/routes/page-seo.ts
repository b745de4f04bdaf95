import { pageSeo } from "@db/schema";
import { SEO_PAGES, type SeoPage } from "@domain/constants";
import { seoFieldsSchema } from "@domain/schemas/seo-fields";
import { listPageSeo, savePageSeo } from "@worker/data/page-seo";
import { Hono } from "hono";
import { PAGE_SEO_OVERRIDES } from "../answers/publishing";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { jsonBody } from "../input";
import { ok, pathParam } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

const PAGE_SEO: Resource = { entity: "page_seo", publicContent: true, table: pageSeo, idColumn: pageSeo.page };

const op = describeRoutes("Publishing");
const docs = {
  list: op("The static pages' meta title, description and social image (null: the generated default)", {
    responses: { 200: ok("An array.", arrayOf(PAGE_SEO_OVERRIDES)) },
  }),
  save: op("Replace one static page's overrides (blank: back to the default)", {
    parameters: [pathParam("page", { type: "string", enum: [...SEO_PAGES] })],
    responses: { 200: ok("The stored overrides.", PAGE_SEO_OVERRIDES) },
    errors: { 404: "Unknown page." },
  }),
};

/** /api/page-seo: meta title, description and social image of the static pages (home, about…). */
export const pageSeoRoutes = resourceRouter(PAGE_SEO, new Hono<ApiEnv>())
  .get("/", docs.list, requireAdmin, requireRole("articles"), async (c) => c.json(await listPageSeo(c.var.app.db)))
  .put("/:page", docs.save, requireAdmin, requireRole("articles"), jsonBody(seoFieldsSchema), async (c) => {
    const page = c.req.param("page") as SeoPage;
    if (!SEO_PAGES.includes(page)) throw errors.notFound("This page");
    return c.json(await savePageSeo(c.var.app.db, page, c.req.valid("json")));
  });
