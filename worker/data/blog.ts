import type { Database } from "@db/client";
import { blogPosts, blogRecency } from "@db/schema";
import { changesPublicContent } from "@domain/article-dates";
import type { BlogCategory } from "@domain/blog";
import { CONTENT_FIELD_MESSAGES } from "@domain/messages";
import type { BlogPost } from "@domain/rows";
import { sanitizeHtml } from "@domain/sanitize";
import type { BlogPostInput } from "@domain/schemas/blog";
import { seoColumnsOf } from "@domain/schemas/seo-fields";
import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import { now } from "../clock";
import { publiclyVisible, publicNewestFirst, publishingOf } from "./blog-schedule";
import { saveVersioned } from "./edit-version";
import { matchingSite } from "./full-text";
import { firstOf, type Paged, type PageQuery, pageOf, type Visibility } from "./query";
import { readFirmSettings } from "./settings";
import { deleteWithRedirects, keepOldSlug } from "./slug-redirects";
import { getTeamMember } from "./team";
import { invalid, notFound, type SlugTable, type WriteOutcome, writeWithSlug } from "./writes";

const visible = ({ includeHidden }: Visibility): SQL | undefined => (includeHidden ? undefined : publiclyVisible());

/** Newest published first; drafts (no publish date) by their creation, newest first. */
const newestFirst = [desc(blogRecency), desc(blogPosts.id)];

/** The same order, on the public indexes' expression when only visible posts are listed. */
const orderFor = ({ includeHidden }: Visibility) => (includeHidden ? newestFirst : publicNewestFirst);

export async function listBlogPosts(
  db: Database,
  query: PageQuery & Visibility & { category?: BlogCategory },
): Promise<Paged<BlogPost>> {
  const where = and(
    visible(query),
    query.category ? eq(blogPosts.category, query.category) : undefined,
    // The site's index: visitors search title, excerpt, text and tags; staff also the author (SPEC §2).
    matchingSite(blogPosts.id, "article", query.search, query.includeHidden ? "staff" : "public"),
  );
  return pageOf(db, blogPosts, where, orderFor(query), query);
}

export function listFeaturedBlogPosts(db: Database, visibility: Visibility = { includeHidden: false }) {
  return db
    .select()
    .from(blogPosts)
    .where(and(visible(visibility), eq(blogPosts.featured, true)))
    .orderBy(...orderFor(visibility));
}

export async function getBlogPostBySlug(db: Database, slug: string, visibility: Visibility): Promise<BlogPost | null> {
  return firstOf(db, blogPosts, and(eq(blogPosts.slug, slug), visible(visibility)));
}

export async function getBlogPostById(db: Database, id: number, visibility: Visibility): Promise<BlogPost | null> {
  return firstOf(db, blogPosts, and(eq(blogPosts.id, id), visible(visibility)));
}

/** Published posts of the same category, newest first, for an article's related list. */
export function listRelatedBlogPosts(db: Database, post: BlogPost, limit = 3): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(and(visible({ includeHidden: false }), eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(...publicNewestFirst)
    .limit(limit);
}

const blogSlugs: SlugTable = {
  table: blogPosts,
  fallback: "post",
  kind: "post",
};

/** The columns staff write. The content is sanitised here, whoever calls, so no stored HTML can run script. */
function storedFields({ slug: _slug, publishAt: _at, content, authorId, excerpt, image, ...rest }: BlogPostInput) {
  return {
    ...rest,
    content: sanitizeHtml(content),
    authorId: authorId ?? null,
    excerpt: excerpt ?? "",
    image: image ?? null,
    ...seoColumnsOf(rest),
  };
}

const firmTimeZone = async (db: Database) => (await readFirmSettings(db)).timeZone;

async function authorProblem(db: Database, authorId: string | undefined) {
  if (authorId === undefined || (await getTeamMember(db, authorId, { includeHidden: true }))) return null;
  return invalid({ authorId: [CONTENT_FIELD_MESSAGES.unknownAuthor] });
}

export async function createBlogPost(db: Database, input: BlogPostInput): Promise<WriteOutcome<BlogPost>> {
  const problem = await authorProblem(db, input.authorId);
  if (problem) return problem;
  const publishing = publishingOf(input, null, await firmTimeZone(db), now());
  return writeWithSlug(db, blogSlugs, input, async (slug) => {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...storedFields(input), slug, ...publishing, contentUpdatedAt: now().toISOString() })
      .returning();
    return row;
  });
}

/**
 * A full update. Without a slug the post keeps its own (its address stays stable when the title changes).
 * With `expected` (the version the editor opened) it writes only if no one saved since: else not_found.
 */
export async function updateBlogPost(
  db: Database,
  id: number,
  input: BlogPostInput,
  expected?: string,
): Promise<WriteOutcome<BlogPost>> {
  const current = await getBlogPostById(db, id, { includeHidden: true });
  if (!current) return notFound;
  const problem = await authorProblem(db, input.authorId);
  if (problem) return problem;
  // Set when the post is first published and kept afterwards, even if it returns to draft.
  const publishing = publishingOf(input, current, await firmTimeZone(db), now());
  const outcome = await writeWithSlug(db, blogSlugs, { ...input, current }, (slug) => {
    const fields = { ...storedFields(input), slug };
    const contentUpdatedAt = changesPublicContent(current, fields) ? now().toISOString() : current.contentUpdatedAt;
    return saveVersioned(db, blogPosts, id, { ...fields, ...publishing, contentUpdatedAt }, expected);
  });
  // Links to a post readers could see must keep working; a draft's slug was never shared.
  const wasPublic = current.publishDate !== null && current.scheduledFor === null;
  return keepOldSlug(db, "post", id, { slug: current.slug, public: wasPublic }, outcome);
}

/** True when a post was deleted, false when there was none with that id. */
export async function deleteBlogPost(db: Database, id: number): Promise<boolean> {
  const deleting = db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return deleteWithRedirects(db, "post", id, deleting);
}
