import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_STATUSES, DEFAULT_BLOG_CATEGORY } from "../constants";
import { CONTENT_FIELD_MESSAGES } from "../messages";
import { WALL_TIME } from "../time-zone";
import { choiceOr, optionalSlug, textList, textOr } from "./content-fields";
import { flag, optionalImage, optionalText, requiredText } from "./fields";
import { seoFieldsShape } from "./seo-fields";

/**
 * Length limits of a blog post, in characters: title 200, slug 120, author 100, author profile id
 * 100, excerpt 500, image 500, content 50,000 (HTML, within the API's 64 KB body cap), and at most
 * 20 tags of 50 characters each.
 */
export const BLOG_LIMITS = {
  title: 200,
  author: 100,
  authorId: 100,
  excerpt: 500,
  content: 50_000,
  tags: 20,
  tag: 50,
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const PUBLISH_AT_MESSAGE = CONTENT_FIELD_MESSAGES.publishAt;

/**
 * A post as staff write it: POST /api/blog and the full body of PUT /api/blog/{id}. The server
 * sanitises `content`, sets `publishDate` when the post is first published and counts `views`;
 * any id, views or publishDate in a body is ignored.
 */
export const blogPostSchema = z.object({
  title: requiredText("Title", BLOG_LIMITS.title),
  slug: optionalSlug(),
  author: requiredText("Author", BLOG_LIMITS.author),
  /** The author's team profile (a team member id), when the author is one of the firm's attorneys. */
  authorId: optionalText("Author profile", BLOG_LIMITS.authorId),
  content: requiredText("Content", BLOG_LIMITS.content),
  tags: textList("Tags", { items: BLOG_LIMITS.tags, length: BLOG_LIMITS.tag }),
  status: choiceOr("Status", BLOG_STATUSES, "draft"),
  category: choiceOr("Category", BLOG_CATEGORIES, DEFAULT_BLOG_CATEGORY),
  excerpt: textOr("Excerpt", BLOG_LIMITS.excerpt, ""),
  image: optionalImage("Image"),
  featured: flag("Featured"),
  /**
   * When a published post goes public: a wall time in the firm's time zone (YYYY-MM-DDTHH:mm, as a
   * datetime-local field sends it) or an ISO instant with its offset. In the future it schedules the
   * post; blank publishes now (or keeps the first publish date).
   */
  publishAt: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .trim()
      .refine((v) => WALL_TIME.test(v) || (ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))), PUBLISH_AT_MESSAGE)
      .optional(),
  ),
  ...seoFieldsShape,
});

export type BlogPostInput = z.output<typeof blogPostSchema>;
