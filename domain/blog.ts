import { BLOG, BLOG_CATEGORIES } from "./constants";
import { slugify } from "./slug";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const categorySlug = (category: BlogCategory) => slugify(category);

/** A category given as its label ("Real Estate", any case) or its slug ("real-estate"). */
export function categoryFromParam(param: string): BlogCategory | null {
  const wanted = param.trim().toLowerCase();
  return BLOG_CATEGORIES.find((c) => c.toLowerCase() === wanted || categorySlug(c) === wanted) ?? null;
}

/** The text of an HTML fragment, for excerpts and word counts (the content is already sanitised). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** SPEC §9: words ÷ 200, rounded up, in minutes (at least 1). */
export function readTimeMinutes(html: string): number {
  const words = plainText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG.wordsPerMinute));
}

/** The first `length` characters, cut at a word where possible, with an ellipsis when cut. */
export function excerpt(text: string, length: number): string {
  const clean = plainText(text);
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The badge of a list item: its first tag, or 'Legal Updates'. */
export const tagBadge = (tags: readonly string[]) => tags[0] ?? BLOG.fallbackTag;

/** What readers of an article see: a save changing one of these moves its dateModified. */
export const PUBLIC_POST_FIELDS = [
  "title",
  "slug",
  "author",
  "authorId",
  "excerpt",
  "content",
  "image",
  "category",
  "tags",
  "metaTitle",
  "metaDescription",
  "socialImage",
] as const;

type PublicPostFields = { [K in (typeof PUBLIC_POST_FIELDS)[number]]?: unknown };

/** Whether a save changes what readers see (tags compared by value). */
export const changesPublicContent = (before: PublicPostFields, after: PublicPostFields) =>
  PUBLIC_POST_FIELDS.some((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));

/** An article's dateModified: its last public edit, never before it was published. */
export const articleModified = (published: string, contentUpdatedAt: string | null) =>
  contentUpdatedAt && contentUpdatedAt > published ? contentUpdatedAt : published;
