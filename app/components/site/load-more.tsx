import { Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import { type BlogQuery, blogSearch } from "~/lib/blog-query";
import { BLOG_TEXT } from "~/lib/site-text";

/**
 * A real link to the next page (?page=N+1, landing on its first new article without JavaScript);
 * with JavaScript it loads in place, keeps the scroll position and reads 'Loading...' meanwhile.
 */
export function LoadMore({ query }: { query: BlogQuery }) {
  const navigation = useNavigation();
  const nextPage = query.page + 1;
  const search = blogSearch({ ...query, page: nextPage });
  const loading = navigation.state !== "idle" && navigation.location?.search === search;
  return (
    <div className="mt-12 text-center">
      <Link
        to={{ pathname: "/blog", search, hash: `page-${nextPage}` }}
        preventScrollReset
        aria-disabled={loading || undefined}
        onClick={(event) => loading && event.preventDefault()}
        className={buttonClass("outline", "lg", loading ? "pointer-events-none opacity-60" : "")}
      >
        {loading ? BLOG_TEXT.loadingMore : BLOG_TEXT.loadMore}
      </Link>
    </div>
  );
}
