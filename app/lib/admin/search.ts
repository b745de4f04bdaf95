import { PAGING } from "@domain/constants";
import { useMemo, useState } from "react";

/** True when any of the texts contains the search, ignoring case (SPEC §2's admin searches). */
export function matchesSearch(search: string, texts: readonly (string | null | undefined)[]): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return texts.some((text) => text?.toLowerCase().includes(wanted));
}

export interface PageSlice<T> {
  rows: T[];
  page: number;
  pageCount: number;
}

/** One page of rows; the page is clamped so a shrinking list never leaves an empty page behind. */
export function pageOf<T>(rows: readonly T[], page: number, size: number = PAGING.adminListLimit): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** The search box, the rows it keeps and the page of them on screen (100 per page, SPEC §9). */
export function useSearchPage<T>(items: readonly T[], textsOf: (item: T) => (string | null | undefined)[]) {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const filtered = useMemo(
    () => items.filter((item) => matchesSearch(search, textsOf(item))),
    [items, search, textsOf],
  );
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, filtered, ...pageOf(filtered, page), setPage };
}
