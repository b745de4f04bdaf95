import { CONTENT_KINDS } from "@domain/constants";
import { z } from "zod";
import { jsonSchema, ok, operations, pathParam, ref } from "./shared";
import { isoTime } from "./stored";

/** Publishing tools of posts, practice areas and attorneys: previews and revisions. */

const previewLink = z.object({
  success: z.literal(true),
  url: z.string().describe("The public page with its signed `preview` parameter; share it as is."),
  expiresAt: isoTime.describe("24 hours after it was made."),
});

export const contentParams = [
  pathParam("kind", { type: "string", enum: [...CONTENT_KINDS] }),
  pathParam("id", { type: "string", description: "A post's or practice area's number, or an attorney's id." }),
];

export function publishingApi() {
  const op = operations("Publishing");
  return {
    paths: {
      "/api/content/{kind}/{id}/preview": {
        post: op("A signed preview link (24 h) that shows the item as saved, drafts included", {
          admin: true,
          parameters: contentParams,
          responses: { 201: ok("The link.", ref("PreviewLink")) },
          errors: { 404: "Unknown kind or item." },
        }),
      },
    },
    schemas: { PreviewLink: jsonSchema(previewLink, "output") },
  };
}
