import { SEARCH_MAX } from "@domain/schemas/paging";
import Search from "lucide-react/icons/search";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { SEARCH_TEXT } from "~/lib/site-text";

/**
 * The site's search box: a plain GET form to /search, so it works on every page whether or not the
 * page ships JavaScript (read-only pages ship none). `id` keeps each instance's label unique.
 */
export function SearchForm({
  id,
  defaultValue = "",
  className = "",
  size = "compact",
}: {
  id: string;
  defaultValue?: string;
  className?: string;
  size?: "compact" | "wide";
}) {
  return (
    <search className={className}>
      <form method="get" action="/search" className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {SEARCH_TEXT.label}
        </label>
        <div className={`relative min-w-0 flex-1 ${size === "compact" ? "w-32 xl:w-44" : ""}`}>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            key={defaultValue}
            id={id}
            type="search"
            name="q"
            required
            defaultValue={defaultValue}
            maxLength={SEARCH_MAX}
            placeholder={SEARCH_TEXT.placeholder}
            className={`${inputClass} ${size === "compact" ? "py-1.5 pl-8 text-sm" : "pl-9"}`}
          />
        </div>
        {size === "compact" ? (
          <button type="submit" aria-label={SEARCH_TEXT.submit} className={buttonClass("navy", "sm", "px-2.5")}>
            <Search aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button type="submit" className={buttonClass("navy", "md")}>
            {SEARCH_TEXT.submit}
          </button>
        )}
      </form>
    </search>
  );
}
