import { BLOG, BLOG_CATEGORIES } from "@domain/constants";
import { markedParts } from "@domain/search";
import { listBlogPosts } from "@worker/data/blog";
import { articleSnippets, publicCategories } from "@worker/data/blog-search";
import { readFirmSettings } from "@worker/data/settings";
import { useNavigation } from "react-router";
import { FeaturedPost, PostCard } from "~/components/site/blog-card";
import { BlogFilters } from "~/components/site/blog-filters";
import { LoadMore } from "~/components/site/load-more";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { PageHeader } from "~/components/site/page-header";
import { hasMorePosts, readBlogQuery } from "~/lib/blog-query";
import { serverEnv } from "~/lib/env.server";
import { orSample } from "~/lib/fallback.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { listPageMeta } from "~/lib/list-page-meta";
import { SAMPLE_POSTS } from "~/lib/samples";
import { siteMetaFrom } from "~/lib/seo";
import { BLOG_TEXT, NEWSLETTER } from "~/lib/site-text";
import { toBlogListItem } from "~/lib/views";
import type { Route } from "./+types/blog";

export const handle = PROGRESSIVE_FORMS;

/**
 * Pages 1..N in one list: a Load More click (or the plain ?page=N link without JavaScript) asks
 * for the next page and the list grows in place.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = readBlogQuery(new URL(request.url).searchParams);
  const { db } = serverEnv();
  const { value, sample } = await orSample(
    async () => {
      const [{ items, total }, categories, { timeZone }] = await Promise.all([
        listBlogPosts(db, {
          page: 1,
          limit: query.page * BLOG.pageSize,
          includeHidden: false,
          search: query.search || undefined,
          category: query.category ?? undefined,
        }),
        publicCategories(db),
        readFirmSettings(db),
      ]);
      const snippets = query.search
        ? await articleSnippets(
            db,
            items.map((row) => row.id),
            query.search,
          )
        : new Map<number, string>();
      const posts = items.map((row, i) => {
        const snippet = snippets.get(row.id);
        const item = toBlogListItem(row, i === 0 ? BLOG.featuredExcerptLength : BLOG.cardExcerptLength, timeZone);
        return snippet ? { ...item, snippet: markedParts(snippet) } : item;
      });
      return { posts, total, categories };
    },
    { posts: SAMPLE_POSTS, total: SAMPLE_POSTS.length, categories: [...BLOG_CATEGORIES] },
    "blog posts",
  );
  const { posts, total, categories } = value;
  return { query, posts, total, categories, hasMore: !sample && hasMorePosts(posts.length, query.page) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteMetaFrom(matches);
  const entries = (loaderData?.posts ?? []).map((post) => ({ path: `/blog/${post.slug}`, name: post.title }));
  return listPageMeta(site, { path: location.pathname, title: BLOG_TEXT.title, description: BLOG_TEXT.intro }, entries);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, posts, total, categories, hasMore } = loaderData;
  const navigation = useNavigation();
  const next =
    navigation.location?.pathname === "/blog" ? readBlogQuery(new URLSearchParams(navigation.location.search)) : null;
  // A new search or category replaces the list; a next page only grows it.
  const refiltering = next !== null && (next.search !== query.search || next.category !== query.category);
  const [featured, ...rest] = posts;
  return (
    <>
      <PageHeader title={BLOG_TEXT.title} intro={BLOG_TEXT.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <BlogFilters query={query} categories={categories} />
        <p role="status" className="mt-6 text-sm text-slate-600">
          {refiltering
            ? BLOG_TEXT.loading
            : query.search
              ? BLOG_TEXT.resultsFor(total, query.search)
              : posts.length > 0
                ? BLOG_TEXT.results(posts.length)
                : ""}
        </p>
        {!refiltering && posts.length === 0 && (
          <div className="py-16 text-center">
            <h2 className="font-serif text-2xl font-bold text-navy-800">{BLOG_TEXT.empty}</h2>
            <p className="mt-2 text-slate-600">{BLOG_TEXT.emptyHint}</p>
          </div>
        )}
        <div className={`mt-4 transition-opacity ${refiltering ? "opacity-40" : ""}`}>
          {featured && <FeaturedPost post={featured} />}
          {rest.length > 0 && (
            <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {rest.map((post, i) => (
                <div
                  key={post.slug}
                  id={(i + 1) % BLOG.pageSize === 0 ? `page-${(i + 1) / BLOG.pageSize + 1}` : undefined}
                >
                  <PostCard post={post} />
                </div>
              ))}
            </div>
          )}
        </div>
        {hasMore && <LoadMore query={query} />}
        <section aria-labelledby="blog-newsletter" className="mt-16 rounded-lg bg-navy-800 p-8 text-white md:p-12">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="blog-newsletter" className="font-serif text-3xl font-bold">
              {NEWSLETTER.title}
            </h2>
            <p className="mt-3 mb-6 text-slate-200">{NEWSLETTER.intro}</p>
            <NewsletterForm id="blog" />
          </div>
        </section>
      </div>
    </>
  );
}
