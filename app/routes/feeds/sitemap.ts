import { articleSliceLastModified, countPublicArticles, newest, sitemapPages } from "@worker/data/sitemap";
import { serverEnv } from "~/lib/env.server";
import {
  articleSitemapCount,
  articleSitemapPath,
  articleSlice,
  SITEMAP_PAGES,
  sitemapIndexResponse,
} from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap";

/** The sitemap index: the pages' sitemap, then one per slice of the published articles. */
export async function loader(_: Route.LoaderArgs) {
  // PUBLIC_ORIGIN, never the request's Host (issue 28).
  const { db, publicOrigin: origin } = serverEnv();
  const [pages, articles] = await Promise.all([sitemapPages(db), countPublicArticles(db)]);
  const parts = Array.from({ length: articleSitemapCount(articles) }, (_, i) => i + 1);
  const articleChanges = await Promise.all(parts.map((part) => articleSliceLastModified(db, articleSlice(part))));
  const newestPage = newest(...pages.map((page) => page.lastModified)) ?? "";
  return sitemapIndexResponse(origin, [
    { path: SITEMAP_PAGES, lastModified: newestPage },
    ...parts.flatMap((part, i) => {
      const lastModified = articleChanges[i];
      return lastModified ? [{ path: articleSitemapPath(part), lastModified }] : [];
    }),
  ]);
}
