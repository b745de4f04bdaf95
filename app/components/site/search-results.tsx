import type { MarkedPart } from "@domain/search";
import { Link } from "react-router";
import type { SearchGroupView } from "~/lib/search-view";
import { SEARCH_TEXT } from "~/lib/site-text";

/** Text with the matched words in <mark>; every part is text, so React escapes it. */
export function Marked({ parts }: { parts: MarkedPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
          <mark key={index} className="rounded-sm bg-gold-400/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** One group of results (practice areas, attorneys or articles): its heading, count and hits. */
export function SearchGroup({ group, query }: { group: SearchGroupView; query: string }) {
  const headingId = `results-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-serif text-2xl font-bold text-navy-800">
        {SEARCH_TEXT.groups[group.kind]}{" "}
        <span className="text-base font-normal text-slate-600">({SEARCH_TEXT.found(group.total, group.more)})</span>
      </h2>
      <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {group.hits.map((hit) => (
          <li key={hit.url} className="py-4">
            <Link to={hit.url} className="font-serif text-lg font-semibold text-navy-800 hover:underline">
              <Marked parts={hit.title} />
            </Link>
            <p className="mt-1 text-slate-700">
              <Marked parts={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
      {group.kind === "article" && group.total > group.hits.length && (
        <p className="mt-4">
          <Link
            to={`/blog?search=${encodeURIComponent(query)}`}
            className="font-medium text-navy-700 underline underline-offset-4"
          >
            {SEARCH_TEXT.allArticles(group.total, group.more)}
          </Link>
        </p>
      )}
    </section>
  );
}
