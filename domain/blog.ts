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
