import { z } from "zod";
import { UPLOAD_KIND_NAMES } from "../constants";
import { FIELD_MESSAGES, MEDIA_MESSAGES } from "../messages";
import { flag, optionalChoice } from "./fields";

/** Alt text: what the image shows, for people who cannot see it (characters). */
const ALT_MAX = 300;

/**
 * An image's description: alt text, or `decorative` chosen on purpose (then no alt text at all, so
 * screen readers skip it). Neither is a default: an undescribed image stays undescribed until staff say.
 */
export const mediaDescriptionSchema = z
  .object({
    alt: z.preprocess(
      (v) => (typeof v === "string" ? v : v === null ? "" : v),
      z.string(FIELD_MESSAGES.required("Alt text")).trim().max(ALT_MAX, FIELD_MESSAGES.tooLong("Alt text", ALT_MAX)),
    ),
    decorative: flag("Decorative"),
  })
  .superRefine((value, ctx) => {
    if (value.decorative && value.alt)
      ctx.addIssue({ code: "custom", path: ["alt"], message: MEDIA_MESSAGES.decorativeWithAlt });
    if (!value.decorative && !value.alt)
      ctx.addIssue({ code: "custom", path: ["alt"], message: MEDIA_MESSAGES.altRequired });
  });
export type MediaDescription = z.output<typeof mediaDescriptionSchema>;

/** The media library's filters beside page, limit and search (which looks in alt text and file names). */
export const mediaListFilterSchema = z.object({
  kind: optionalChoice("Kind", UPLOAD_KIND_NAMES),
  /** Only images nobody has described yet. */
  undescribed: flag("Undescribed"),
});
