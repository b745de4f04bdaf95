import { z } from "zod";
import { optionalImage, optionalText } from "./fields";

/**
 * Per-page SEO overrides shared by posts, practice areas, attorneys and the static pages. Limits
 * (characters): meta title 120, meta description 320. Search engines cut them shorter (the editor
 * warns past PUBLISHING's lengths), but staff may still want the longer text.
 */
const SEO_LIMITS = { metaTitle: 120, metaDescription: 320 } as const;

export const seoFieldsShape = {
  metaTitle: optionalText("Meta title", SEO_LIMITS.metaTitle),
  metaDescription: optionalText("Meta description", SEO_LIMITS.metaDescription),
  socialImage: optionalImage("Social image"),
};

export const seoFieldsSchema = z.object(seoFieldsShape);
export type SeoFieldsInput = z.output<typeof seoFieldsSchema>;

/** The stored columns: what a body leaves out or blanks is null (the generated default). */
export const seoColumnsOf = (input: SeoFieldsInput) => ({
  metaTitle: input.metaTitle ?? null,
  metaDescription: input.metaDescription ?? null,
  socialImage: input.socialImage ?? null,
});
