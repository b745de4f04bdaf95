import type { ReactNode } from "react";
import { Link } from "react-router";
import { SEARCH_TEXT } from "~/lib/site-text";
import type { BlogListItem } from "~/lib/views";

interface StartProps {
  areas: { slug: string; title: string }[];
  articles: BlogListItem[];
}

const LINK = "font-medium text-navy-700 underline underline-offset-4";

/** A heading, its list, and a link to the whole of it. */
function StartSection(props: { id: string; title: string; all: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="font-serif text-2xl font-bold text-navy-800">
        {props.title}
      </h2>
      {props.children}
      <p className="mt-4">
        <Link to={props.all.to} className="text-sm text-slate-700 underline underline-offset-4">
          {props.all.label}
        </Link>
      </p>
    </section>
  );
}

/** /search with nothing typed: the practice areas and the newest articles, so the page is a way in. */
export function SearchStart({ areas, articles }: StartProps) {
  return (
    <div className="mt-10 grid gap-10 md:grid-cols-2">
      <StartSection
        id="start-areas"
        title={SEARCH_TEXT.startAreas}
        all={{ to: "/practice-areas", label: SEARCH_TEXT.allAreas }}
      >
        <ul className="mt-4 grid gap-2">
          {areas.map((area) => (
            <li key={area.slug}>
              <Link to={`/practice-areas/${area.slug}`} className={LINK}>
                {area.title}
              </Link>
            </li>
          ))}
        </ul>
      </StartSection>
      <StartSection
        id="start-articles"
        title={SEARCH_TEXT.startArticles}
        all={{ to: "/blog", label: SEARCH_TEXT.allArticlesLink }}
      >
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {articles.map((article) => (
            <li key={article.slug} className="py-3">
              <Link
                to={`/blog/${article.slug}`}
                className="font-serif text-lg font-semibold text-navy-800 hover:underline"
              >
                {article.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600">{article.date}</p>
            </li>
          ))}
        </ul>
      </StartSection>
    </div>
  );
}

/** "Showing results for custody. Search instead for custdy": the results are for corrected text. */
export function CorrectedQuery({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <div role="status" className="mt-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p>
        {SEARCH_TEXT.showingResultsFor} <strong className="font-semibold text-navy-800">{corrected}</strong>
      </p>
      <p className="mt-1 text-sm">
        {SEARCH_TEXT.searchInsteadFor}{" "}
        <Link to={`/search?q=${encodeURIComponent(typed)}&exact=true`} className={LINK}>
          {typed}
        </Link>
      </p>
    </div>
  );
}
