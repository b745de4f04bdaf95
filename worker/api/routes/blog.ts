import { blogPosts } from "@db/schema";
import { categoryFromParam } from "@domain/blog";
import { BLOG_CATEGORIES, POST_STATES } from "@domain/constants";
import { CONTENT_API_MESSAGES, ENTITY_NAMES } from "@domain/messages";
import { blogPostSchema } from "@domain/schemas/blog";
import { pageQuerySchema } from "@domain/schemas/paging";
import * as posts from "@worker/data/blog";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { versionedRead, versionedSave } from "../edit-conflict";
import { ApiError, found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { isoTime, pageOf, pathParam } from "../openapi/components/answers";
import { describeResource } from "../openapi/components/resource";
import { storedObject } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { stated, statedPage, statedPosts } from "../post-state";
import { publishedContent, resourceRouter } from "../resource";
import { createdWithRevision } from "../revision";
import { idParam, visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const POST = ENTITY_NAMES.blogPost;

const BLOG = publishedContent("blog_post", blogPosts);

/** What a post answers: its row, with the state the back office shows and its public reads. */
const BLOG_POST = component("BlogPost", () =>
  storedObject(blogPostSchema.omit({ publishAt: true }), blogPosts, {
    scheduledFor: isoTime.nullable().describe("When a scheduled post goes public (whole minute); null once published."),
    publishDate: isoTime.nullable().describe("Set when the post is first published, kept afterwards."),
    contentUpdatedAt: isoTime
      .nullable()
      .describe("The last save that changed what readers see (the article's dateModified); status changes leave it."),
    views: z.int().min(0).describe("Public reads of /api/blog/slug/{slug}."),
    state: z
      .enum(POST_STATES)
      .describe("Draft, scheduled (public from scheduledFor) or published: the state the back office shows."),
  }),
);
const docs = describeResource({
  tag: "Blog",
  item: BLOG_POST,
  visible: "published posts",
  search: "title, content, any tag; with a token also author",
  slugs: true,
});
const inCategory = describeRoutes("Blog")("List one category (its label, URL-encoded, or its slug)", {
  parameters: [pathParam("category", { type: "string", examples: ["Real Estate", "real-estate"] })],
  responses: pageOf(BLOG_POST),
  errors: { 400: "Bad paging parameters.", 404: "Unknown category." },
});

/**
 * SPEC §7's blog calls. Without a valid admin token only published posts exist (drafts are 404s and
 * absent from lists); with one, the same calls return every post. Static paths come before /:id.
 */
export const blogRoutes = resourceRouter(BLOG, new Hono<ApiEnv>())
  .get("/", docs.list, queryOf(pageQuerySchema), async (c) => {
    const query = { ...c.req.valid("query"), ...visibilityOf(c, "articles") };
    return pagedJson(c, statedPage(await posts.listBlogPosts(c.var.app.db, query)));
  })
  .get("/featured", docs.featured, async (c) =>
    c.json(statedPosts(await posts.listFeaturedBlogPosts(c.var.app.db, visibilityOf(c, "articles")))),
  )
  .get("/slug/:slug", docs.bySlug, async (c) => {
    const post = found(
      await posts.getBlogPostBySlug(c.var.app.db, c.req.param("slug"), visibilityOf(c, "articles")),
      POST,
    );
    // A visitor's read is a view: counted by the Worker (worker/views), cached reads included.
    return c.json(stated(post));
  })
  .get("/category/:category", inCategory, queryOf(pageQuerySchema), async (c) => {
    const category = categoryFromParam(c.req.param("category"));
    if (!category) throw new ApiError(404, "not_found", CONTENT_API_MESSAGES.unknownCategory(BLOG_CATEGORIES));
    const query = { ...c.req.valid("query"), category, ...visibilityOf(c, "articles") };
    return pagedJson(c, statedPage(await posts.listBlogPosts(c.var.app.db, query)));
  })
  .get("/:id", docs.read, idParam(POST), async (c) => {
    const visibility = visibilityOf(c, "articles");
    return versionedRead(
      c,
      await posts.getBlogPostById(c.var.app.db, c.req.valid("param").id, visibility),
      POST,
      stated,
    );
  })
  .post("/", docs.create, requireAdmin, requireRole("articles"), jsonBody(blogPostSchema), async (c) => {
    return createdWithRevision(c, "post", await posts.createBlogPost(c.var.app.db, c.req.valid("json")), POST, stated);
  })
  .put(
    "/:id",
    docs.replace,
    requireAdmin,
    requireRole("articles"),
    idParam(POST),
    jsonBody(blogPostSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const db = c.var.app.db;
      return versionedSave(c, {
        what: POST,
        item: { entity: "blog_post", id: String(id) },
        revision: "post",
        write: (expected) => posts.updateBlogPost(db, id, c.req.valid("json"), expected),
        reload: async () => {
          const current = await posts.getBlogPostById(db, id, { includeHidden: true });
          return current && stated(current);
        },
        shown: stated,
      });
    },
  )
  .delete("/:id", docs.remove, requireAdmin, requireRole("articles"), idParam(POST), async (c) => {
    return deleteAnswer(c, await posts.deleteBlogPost(c.var.app.db, c.req.valid("param").id), POST);
  });
