import { type BlogCategory, categorySlug } from "@domain/blog";
import { BLOG_CATEGORIES } from "@domain/constants";
import Search from "lucide-react/icons/search";
import { Form, useSubmit } from "react-router";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { ignoreAborted } from "~/lib/aborts";
import type { BlogQuery } from "~/lib/blog-query";
import { FORM_DATA } from "~/lib/hydration";
import { BLOG_TEXT } from "~/lib/site-text";

/**
 * Search (Enter submits) and category in one GET form: the URL holds the state, so a filtered
 * list can be linked and renders on the server. With JavaScript a category change applies at
 * once; the Apply button applies both, with or without it. Leaving out `page` resets to page 1 (SPEC §4).
 */
export function BlogFilters({ query, categories }: { query: BlogQuery; categories: readonly BlogCategory[] }) {
  // Every category a public article carries; the one chosen stays offered even when nothing carries it.
  const offered = BLOG_CATEGORIES.filter((c) => categories.includes(c) || c === query.category);
  const submit = useSubmit();
  return (
    <Form method="get" action="/blog" role="search" className="flex flex-col gap-4 md:flex-row md:items-end">
      <div className="flex-1">
        <label htmlFor="blog-search" className="mb-1 block text-sm font-medium text-slate-800">
          {BLOG_TEXT.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            key={query.search}
            id="blog-search"
            type="search"
            name="search"
            defaultValue={query.search}
            maxLength={100}
            placeholder={BLOG_TEXT.searchPlaceholder}
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div className="md:w-64">
        <label htmlFor="blog-category" className="mb-1 block text-sm font-medium text-slate-800">
          {BLOG_TEXT.categoryLabel}
        </label>
        <select
          key={query.category ?? "all"}
          id="blog-category"
          name="category"
          defaultValue={query.category ? categorySlug(query.category) : ""}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true }).catch(ignoreAborted)}
          {...{ [FORM_DATA.autoSubmit]: "" }}
          className={inputClass}
        >
          <option value="">{BLOG_TEXT.allCategories}</option>
          {offered.map((category) => (
            <option key={category} value={categorySlug(category)}>
              {category}
            </option>
          ))}
        </select>
      </div>
      {/* Always there: a form needs a submit button of its own (WCAG 3.2.2), and this one applies both fields. */}
      <button type="submit" className={buttonClass("navy", "md")}>
        {BLOG_TEXT.apply}
      </button>
    </Form>
  );
}
