import { articleEntries, sitemapPages } from "@worker/data/sitemap";
import { serverEnv } from "~/lib/env.server";
import { articleSlice, sitemapPartOf, urlSetResponse } from "~/lib/sitemap.server";
import type { Route } from "./+types/sitemap-part";

/** One child of the sitemap index: every public page, or one slice of the published articles. */
export async function loader({ params }: Route.LoaderArgs) {
  const part = sitemapPartOf(params.file);
  if (!part) throw new Response(null, { status: 404 });
  // PUBLIC_ORIGIN, never the request's Host (issue 28).
  const { db, publicOrigin: origin } = serverEnv();
  if (part.kind === "pages") return urlSetResponse(origin, await sitemapPages(db));
  const entries = await articleEntries(db, articleSlice(part.part));
  // Past the last slice there is no such sitemap (the first always answers, even with no articles yet).
  if (entries.length === 0 && part.part > 1) throw new Response(null, { status: 404 });
  return urlSetResponse(origin, entries);
}
