import type { Database } from "@db/client";
import { blogPosts } from "@db/schema";
import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { BlogCategory } from "~/lib/blog";
import type { Visibility } from "./practice-areas";
import { countWhere, jsonArrayContains, offsetOf, type Paged, type PageQuery, searchAny } from "./query";

export type BlogPost = typeof blogPosts.$inferSelect;

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(blogPosts.status, "published");

/** Newest published first; drafts (no publish date) by their creation, newest first. */
const newestFirst = [desc(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`), desc(blogPosts.id)];

export async function listBlogPosts(
  db: Database,
  query: PageQuery & Visibility & { category?: BlogCategory },
): Promise<Paged<BlogPost>> {
  const search = query.search?.trim();
  const where = and(
    visible(query),
    query.category ? eq(blogPosts.category, query.category) : undefined,
    // Visitors search title, content and tags (SPEC §5); staff also search by author (SPEC §2).
    searchAny(
      search,
      query.includeHidden
        ? [blogPosts.title, blogPosts.content, blogPosts.author]
        : [blogPosts.title, blogPosts.content],
      search ? [jsonArrayContains(blogPosts.tags, search)] : [],
    ),
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(offsetOf(query)),
    countWhere(db, blogPosts, where),
  ]);
  return { items, total };
}

export function listFeaturedBlogPosts(db: Database): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(visible({ includeHidden: false }), eq(blogPosts.featured, true)))
    .orderBy(...newestFirst);
}

export async function getBlogPostBySlug(db: Database, slug: string, visibility: Visibility): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visible(visibility)))
    .limit(1);
  return row ?? null;
}

export async function getBlogPostById(db: Database, id: number, visibility: Visibility): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visible(visibility)))
    .limit(1);
  return row ?? null;
}

/** One more view of a post, counted in the database (no read-modify-write race). */
export async function countBlogView(db: Database, id: number): Promise<void> {
  await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(eq(blogPosts.id, id));
}

/** Published posts of the same category, newest first, for an article's related list. */
export function listRelatedBlogPosts(db: Database, post: BlogPost, limit = 3): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(visible({ includeHidden: false }), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(...newestFirst)
    .limit(limit);
}
