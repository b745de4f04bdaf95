// An article's dates for readers and search engines (issue 40: dateModified is the last public edit).

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
