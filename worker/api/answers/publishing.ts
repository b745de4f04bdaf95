import { CONTENT_KINDS, REVISION_EVENTS, SEO_PAGES } from "@domain/constants";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { arrayOf, component } from "../openapi/generator/schemas";

/** What the publishing tools answer (previews, revisions, the static pages' overrides), built when the document is. */

export const PREVIEW_LINK = component("PreviewLink", () =>
  z.object({
    success: z.literal(true),
    url: z.string().describe("The public page with its signed `preview` parameter; share it as is."),
    expiresAt: isoTime.describe("24 hours after it was made."),
  }),
);

export const REVISIONS = arrayOf(
  component("Revision", () => {
    const change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
    return z.object({
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
        .describe(
          "A post's publishing event: the save scheduled it, or its schedule came to pass (the cron's record).",
        ),
      eventAt: isoTime.nullable().describe("The scheduled minute the event names."),
      createdAt: isoTime,
      changes: z.array(change).describe("What this save changed against the one before it."),
      differsFromCurrent: z.array(change).describe("What restoring it would change on the item as it is now."),
    });
  }),
);

export const PAGE_SEO_OVERRIDES = component("PageSeo", () =>
  z.object({
    page: z.enum(SEO_PAGES),
    path: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    socialImage: z.string().nullable(),
  }),
);
