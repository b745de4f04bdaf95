import { UPLOAD_KIND_NAMES } from "@domain/constants";
import { mediaDescriptionSchema, mediaListFilterSchema } from "@domain/schemas/media";
import type { MediaItem } from "@worker/data/media-library";
import { z } from "zod";
import { area, idParam, jsonSchema, ok, pageOf, pageParams, ref, succeeded } from "./shared";
import { describing, isoTime } from "./stored";

/** The media library: every upload, described, with where it is used. */

const use = z.object({
  kind: z.enum(["post", "practice-area", "attorney", "settings", "page"]),
  id: z.string(),
  title: z.string(),
  path: z.string().describe("The page that shows it (or the Settings screen for the logo and favicon)."),
});
const item = describing<MediaItem>()(
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
    usedBy: z.array(use),
  }),
);

/** A call on one image, by its id. */
const oneImage = { admin: true, parameters: [idParam], errors: { 404: "Unknown image." } };
const theImage = { 200: ok("The image.", ref("MediaItem")) };

export const mediaApi = area("Media", (op) => ({
  paths: {
    "/api/media": {
      get: op("Every upload, newest first; search looks in alt text and file names", {
        admin: true,
        parameters: pageParams(mediaListFilterSchema),
        responses: pageOf("MediaItem"),
        errors: { 400: "A query parameter is out of range or not one of the choices." },
      }),
    },
    "/api/media/{id}": {
      get: op("One upload and where it is used", { ...oneImage, responses: theImage }),
      put: op("Describe an image: alt text, or decorative on purpose", {
        ...oneImage,
        body: ref("MediaDescription"),
        responses: theImage,
      }),
      delete: op("Delete an image no page uses (from the library and R2)", {
        ...oneImage,
        responses: succeeded("Deleted."),
        errors: { ...oneImage.errors, 409: "Still used: `fields.usedBy` names each page." },
      }),
    },
  },
  schemas: {
    MediaItem: jsonSchema(item, "output"),
    MediaDescription: jsonSchema(mediaDescriptionSchema, "input"),
  },
}));
