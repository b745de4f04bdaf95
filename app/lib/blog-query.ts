import { type BlogCategory, categoryFromParam, categorySlug } from "@domain/blog";
import { BLOG, BLOG_MAX_PAGE } from "@domain/constants";
import { SEARCH_MAX } from "@domain/schemas/limits";

/** The public blog list's URL state: ?search=…&category=slug&page=N (all optional). */
export interface BlogQuery {
  search: string;
  category: BlogCategory | null;
  page: number;
}

export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    search: (params.get("search") ?? "").trim().slice(0, SEARCH_MAX),
    category: categoryFromParam(params.get("category") ?? ""),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), BLOG_MAX_PAGE) : 1,
  };
}

/** The query string of a blog list URL (empty values left out, page 1 implied). */
export function blogSearch({ search, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", categorySlug(category));
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** SPEC §4: Load More shows only while the last page fetched had exactly a full page of items. */
export const hasMorePosts = (shown: number, page: number) => shown === page * BLOG.pageSize;
