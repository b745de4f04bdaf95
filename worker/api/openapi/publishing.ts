import { CONTENT_KINDS, REVISION_EVENTS, SEO_PAGES } from "@domain/constants";
import { seoFieldsSchema } from "@domain/schemas/seo-fields";
import { z } from "zod";
import { area, jsonSchema, ok, pathParam, ref } from "./shared";
import { isoTime } from "./stored";

/** Publishing tools of posts, practice areas and attorneys: previews and revisions. */

const previewLink = z.object({
  success: z.literal(true),
  url: z.string().describe("The public page with its signed `preview` parameter; share it as is."),
  expiresAt: isoTime.describe("24 hours after it was made."),
});

const change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
const revision = z.object({
  id: z.int(),
  kind: z.enum(CONTENT_KINDS),
  entityId: z.string(),
  fields: z.record(z.string(), z.unknown()).describe("The editable fields as saved."),
  authorId: z.int().nullable(),
  authorName: z.string(),
  restoredFrom: z.int().nullable().describe("The revision this save restored, if it was a restore."),
  event: z
    .enum(REVISION_EVENTS)
    .nullable()
    .describe("A post's publishing event: the save scheduled it, or its schedule came to pass (the cron's record)."),
  eventAt: isoTime.nullable().describe("The scheduled minute the event names."),
  createdAt: isoTime,
  changes: z.array(change).describe("What this save changed against the one before it."),
  differsFromCurrent: z.array(change).describe("What restoring it would change on the item as it is now."),
});

const pageSeo = z.object({
  page: z.enum(SEO_PAGES),
  path: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  socialImage: z.string().nullable(),
});

export const contentParams = [
  pathParam("kind", { type: "string", enum: [...CONTENT_KINDS] }),
  pathParam("id", { type: "string", description: "A post's or practice area's number, or an attorney's id." }),
];

export const publishingApi = area("Publishing", (op) => ({
  paths: {
    "/api/content/{kind}/{id}/preview": {
      post: op("A signed preview link (24 h) that shows the item as saved, drafts included", {
        admin: true,
        parameters: contentParams,
        responses: { 201: ok("The link.", ref("PreviewLink")) },
        errors: { 404: "Unknown kind or item." },
      }),
    },
    "/api/page-seo": {
      get: op("The static pages' meta title, description and social image (null: the generated default)", {
        admin: true,
        responses: { 200: ok("An array.", { type: "array", items: ref("PageSeo") }) },
      }),
    },
    "/api/page-seo/{page}": {
      put: op("Replace one static page's overrides (blank: back to the default)", {
        admin: true,
        parameters: [pathParam("page", { type: "string", enum: [...SEO_PAGES] })],
        body: ref("PageSeoInput"),
        responses: { 200: ok("The stored overrides.", ref("PageSeo")) },
        errors: { 404: "Unknown page." },
      }),
    },
    "/api/content/{kind}/{id}/revisions": {
      get: op("The last 20 saves, newest first, with what each changed", {
        admin: true,
        parameters: contentParams,
        responses: { 200: ok("An array.", { type: "array", items: ref("Revision") }) },
        errors: { 404: "Unknown kind or item." },
      }),
    },
    "/api/content/{kind}/{id}/revisions/{revisionId}/restore": {
      post: op("Put a revision's fields back (itself a new revision); answers the stored item", {
        admin: true,
        parameters: [...contentParams, pathParam("revisionId", { type: "integer", minimum: 1 })],
        responses: { 200: ok("The stored item.", { type: "object" }) },
        errors: {
          400: "The revision no longer passes today's checks.",
          404: "Unknown kind, item or revision.",
          409: "Its slug is taken by another item now.",
        },
      }),
    },
  },
  schemas: {
    PageSeo: jsonSchema(pageSeo, "output"),
    PageSeoInput: jsonSchema(seoFieldsSchema, "input"),
    PreviewLink: jsonSchema(previewLink, "output"),
    Revision: jsonSchema(revision, "output"),
  },
}));
