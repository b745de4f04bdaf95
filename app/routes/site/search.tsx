import { SEARCH_MESSAGES } from "@domain/messages";
import { SEARCH_LIMIT, siteSearchQuerySchema } from "@domain/schemas/search";
import { listBlogPosts } from "@worker/data/blog";
import { forgivingSearch } from "@worker/data/forgiving-search";
import { publishedAreaNames } from "@worker/data/practice-areas";
import { readFirmSettings } from "@worker/data/settings";
import { Link } from "react-router";
import { PageHeader } from "~/components/site/page-header";
import { SearchForm } from "~/components/site/search-form";
import { SearchGroup } from "~/components/site/search-results";
import { CorrectedQuery, SearchStart } from "~/components/site/search-start";
import { buttonClass } from "~/components/ui/styles";
import { serverEnv } from "~/lib/env.server";
import { READ_ONLY } from "~/lib/hydration";
import { searchGroupsView } from "~/lib/search-view";
import { seo, siteMetaFrom } from "~/lib/seo";
import { SEARCH_TEXT } from "~/lib/site-text";
import { toBlogListItem } from "~/lib/views";
import type { Route } from "./+types/search";

// A GET form and links: nothing here needs JavaScript.
export const handle = READ_ONLY;

/** Recent articles shown before anything is typed. */
const START_ARTICLES = 5;

/** Practice areas offered when nothing matched or nothing was typed: a way on, not a dead end. */
const areaSuggestions = () => publishedAreaNames(serverEnv().db);

/** Dated in the firm's zone, as the blog dates them. */
async function recentArticles() {
  const { db } = serverEnv();
  const [{ items }, { timeZone }] = await Promise.all([
    listBlogPosts(db, { page: 1, limit: START_ARTICLES, includeHidden: false }),
    readFirmSettings(db),
  ]);
  return items.map((row) => toBlogListItem(row, 0, timeZone));
}

const nothing = { message: null, groups: [], areas: [], articles: [], correctedQuery: null };

/** ?q= read, checked and searched on the server; bad text gets its message, never an error page. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  if (!q) {
    const [areas, articles] = await Promise.all([areaSuggestions(), recentArticles()]);
    return { ...nothing, q, areas, articles };
  }
  const parsed = siteSearchQuerySchema.safeParse({ q, exact: params.get("exact") ?? undefined });
  const shown = q.slice(0, siteSearchQuerySchema.shape.q.maxLength ?? q.length);
  if (!parsed.success) return { ...nothing, q: shown, message: parsed.error.issues[0]?.message ?? null };
  const found = await forgivingSearch(serverEnv().db, parsed.data.q, SEARCH_LIMIT.default, parsed.data);
  if (!found) return { ...nothing, q, message: SEARCH_MESSAGES.noWords };
  const groups = searchGroupsView(found.results);
  const areas = groups.length === 0 ? await areaSuggestions() : [];
  return { ...nothing, q, groups, areas, correctedQuery: found.correctedQuery };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const q = loaderData?.q ?? "";
  // Result pages are thin, endless variations of the site's own pages: kept out of search engines' indexes.
  return seo(siteMetaFrom(matches), {
    title: q ? SEARCH_TEXT.resultsTitle(q) : SEARCH_TEXT.title,
    description: SEARCH_TEXT.intro,
    path: location.pathname,
    noindex: q !== "",
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, message, groups, areas, articles, correctedQuery } = loaderData;
  const searched = q !== "" && !message;
  return (
    <>
      <PageHeader title={q ? SEARCH_TEXT.resultsTitle(q) : SEARCH_TEXT.title} intro={SEARCH_TEXT.intro} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <SearchForm id="page-search" size="wide" defaultValue={q} />
        {message && (
          <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
            {message}
          </p>
        )}
        {!q && <SearchStart areas={areas} articles={articles} />}
        {correctedQuery && <CorrectedQuery typed={q} corrected={correctedQuery} />}
        {groups.map((group) => (
          <SearchGroup key={group.kind} group={group} query={correctedQuery ?? q} />
        ))}
        {searched && groups.length === 0 && (
          <section aria-labelledby="no-results" className="mt-10">
            <h2 id="no-results" className="font-serif text-2xl font-bold text-navy-800">
              {SEARCH_TEXT.noResults(q)}
            </h2>
            <p className="mt-3 text-slate-700">{SEARCH_TEXT.noResultsHint}</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {areas.map((area) => (
                <li key={area.slug}>
                  <Link
                    to={`/practice-areas/${area.slug}`}
                    className="font-medium text-navy-700 underline underline-offset-4"
                  >
                    {area.title}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-8 text-slate-700">{SEARCH_TEXT.contactHint}</p>
            <Link to="/contact" className={buttonClass("gold", "md", "mt-3")}>
              {SEARCH_TEXT.contact}
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
