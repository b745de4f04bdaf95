import { blogPosts } from "@db/schema";
import { categoryFromParam } from "@domain/blog";
import { BLOG_CATEGORIES } from "@domain/constants";
import { CONTENT_API_MESSAGES, ENTITY_NAMES } from "@domain/messages";
import { blogPostSchema } from "@domain/schemas/blog";
import { pageQuerySchema } from "@domain/schemas/paging";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPostById,
  getBlogPostBySlug,
  listBlogPosts,
  listFeaturedBlogPosts,
  updateBlogPost,
} from "@worker/data/blog";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { expectedVersion, tagVersion, versionedWriteAnswer } from "../edit-conflict";
import { ApiError, errors } from "../errors";
import { jsonBody, queryOf } from "../input";
import { pagedJson } from "../paging";
import { stated, statedOutcome, statedPage, statedPosts } from "../post-state";
import { type Resource, resourceRouter } from "../resource";
import { keepRevision } from "../revision";
import { idParam, visibilityOf } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer, writeAnswer } from "../write-answer";

const POST = ENTITY_NAMES.blogPost;

const BLOG: Resource = {
  entity: "blog_post",
  publicContent: true,
  edgeCached: true,
  table: blogPosts,
  idColumn: blogPosts.id,
};

/**
 * SPEC §7's blog calls. Without a valid admin token only published posts exist (drafts are 404s and
 * absent from lists); with one, the same calls return every post. Static paths come before /:id.
 */
export const blogRoutes = resourceRouter(BLOG, new Hono<ApiEnv>())
  .get("/", queryOf(pageQuerySchema), async (c) => {
    const query = { ...c.req.valid("query"), ...visibilityOf(c) };
    return pagedJson(c, statedPage(await listBlogPosts(c.var.app.db, query)));
  })
  .get("/featured", async (c) => c.json(statedPosts(await listFeaturedBlogPosts(c.var.app.db, visibilityOf(c)))))
  .get("/slug/:slug", async (c) => {
    const post = await getBlogPostBySlug(c.var.app.db, c.req.param("slug"), visibilityOf(c));
    if (!post) throw errors.notFound(POST);
    // A visitor's read is a view: counted by the Worker (worker/views), cached reads included.
    return c.json(stated(post));
  })
  .get("/category/:category", queryOf(pageQuerySchema), async (c) => {
    const category = categoryFromParam(c.req.param("category"));
    if (!category) throw new ApiError(404, "not_found", CONTENT_API_MESSAGES.unknownCategory(BLOG_CATEGORIES));
    const query = { ...c.req.valid("query"), category, ...visibilityOf(c) };
    return pagedJson(c, statedPage(await listBlogPosts(c.var.app.db, query)));
  })
  .get("/:id", idParam(POST), async (c) => {
    const post = await getBlogPostById(c.var.app.db, c.req.valid("param").id, visibilityOf(c));
    if (!post) throw errors.notFound(POST);
    tagVersion(c, post.updatedAt);
    return c.json(stated(post));
  })
  .post("/", requireAdmin, requireRole("articles"), jsonBody(blogPostSchema), async (c) => {
    const outcome = await createBlogPost(c.var.app.db, c.req.valid("json"));
    if (outcome.ok) await keepRevision(c, "post", String(outcome.value.id), outcome.value);
    return writeAnswer(c, statedOutcome(outcome), POST, 201);
  })
  .put("/:id", requireAdmin, requireRole("articles"), idParam(POST), jsonBody(blogPostSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = c.var.app.db;
    const expected = expectedVersion(c);
    const outcome = await updateBlogPost(db, id, c.req.valid("json"), expected);
    if (outcome.ok) await keepRevision(c, "post", String(id), outcome.value);
    const reload = async () => {
      const current = await getBlogPostById(db, id, { includeHidden: true });
      return current && stated(current);
    };
    const item = { entity: "blog_post", id: String(id) } as const;
    return versionedWriteAnswer(c, statedOutcome(outcome), POST, { expected, item, reload });
  })
  .delete("/:id", requireAdmin, requireRole("articles"), idParam(POST), async (c) => {
    return deleteAnswer(c, await deleteBlogPost(c.var.app.db, c.req.valid("param").id), POST);
  });
