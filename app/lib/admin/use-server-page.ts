import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { isUnauthorized } from "./api";

/** What a paged list route answers: one page as JSON, the whole count in X-Total-Count. */
interface PagedResponse<T> {
  json(): Promise<T[]>;
  headers: Headers;
}

const NO_CURSORS = { next: null, prev: null };

/**
 * One page of a list the API filters and pages itself. `fetchPage` asks for it and the page loads
 * again whenever `fetchPage` changes, so memoise it on its filter and page; a failure shows `loadFailed`.
 * Only the page asked for last is shown: an answer that lands after a newer request is dropped.
 */
export function useServerPage<T>(fetchPage: () => Promise<PagedResponse<T>>, loadFailed: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  // More items match than `total`: a search's count stopped there (X-Total-Capped, decision 026).
  const [totalCapped, setTotalCapped] = useState(false);
  // A keyset-paged list's neighbours (worker/api/paging.ts); null where there is none or the list has no cursors.
  const [cursors, setCursors] = useState<{ next: string | null; prev: string | null }>(NO_CURSORS);
  // Which request the shown page answers; the request the list stands on now; the last call sent.
  const [shownFor, setShownFor] = useState<typeof fetchPage | null>(null);
  const current = useRef(fetchPage);
  useEffect(() => {
    current.current = fetchPage;
  }, [fetchPage]);
  const lastCall = useRef(0);
  const reload = useCallback(async () => {
    // A reload kept from an earlier render (a write's refresh) must not bring back the page it knew.
    if (fetchPage !== current.current) return;
    const call = ++lastCall.current;
    const stale = () => call !== lastCall.current;
    try {
      const response = await fetchPage();
      const rows = await response.json();
      if (stale()) return;
      setTotal(Number(response.headers.get("X-Total-Count") ?? 0));
      setTotalCapped(response.headers.get("X-Total-Capped") === "true");
      setCursors({ next: response.headers.get("X-Next-Cursor"), prev: response.headers.get("X-Prev-Cursor") });
      setItems(rows);
      setShownFor(() => fetchPage);
    } catch (error) {
      if (stale()) return;
      setItems([]);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: loadFailed });
    }
  }, [fetchPage, loadFailed]);
  useEffect(() => void reload(), [reload]);
  return {
    items: items ?? [],
    loading: items === null,
    total,
    totalCapped,
    /**
     * The cursors to move from, while the page shown is the one asked for. Before it lands they are
     * the previous page's, so none are given: a quick second Next then asks by page number (a slower
     * query, the right page) rather than for the page after the one still shown.
     */
    cursors: shownFor === fetchPage ? cursors : NO_CURSORS,
    /** The page shown has a next one. */
    hasNext: cursors.next !== null,
    reload,
  };
}

/** The pager of a keyset-paged list (enquiries, subscribers) standing on page `page`. */
export function keysetPager(list: ReturnType<typeof useServerPage>, page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));
  if (list.totalCapped) return { page, pageCount, total: list.total, capped: { hasNext: list.hasNext } };
  return { page: Math.min(page, pageCount), pageCount, total: list.total };
}
