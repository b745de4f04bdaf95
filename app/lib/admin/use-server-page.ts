import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { isUnauthorized } from "./api";

/** What a paged list route answers: one page as JSON, the whole count in X-Total-Count. */
interface PagedResponse<T> {
  json(): Promise<T[]>;
  headers: Headers;
}

/**
 * One page of a list the API filters and pages itself. `fetchPage` asks for it and the page loads
 * again whenever `fetchPage` changes, so memoise it on its filter and page; a failure shows `loadFailed`.
 */
export function useServerPage<T>(fetchPage: () => Promise<PagedResponse<T>>, loadFailed: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [total, setTotal] = useState(0);
  // More items match than `total`: a search's count stopped there (X-Total-Capped, decision 026).
  const [totalCapped, setTotalCapped] = useState(false);
  // A keyset-paged list's neighbours (worker/api/paging.ts); null where there is none or the list has no cursors.
  const [cursors, setCursors] = useState<{ next: string | null; prev: string | null }>({ next: null, prev: null });
  const reload = useCallback(async () => {
    try {
      const response = await fetchPage();
      setTotal(Number(response.headers.get("X-Total-Count") ?? 0));
      setTotalCapped(response.headers.get("X-Total-Capped") === "true");
      setCursors({ next: response.headers.get("X-Next-Cursor"), prev: response.headers.get("X-Prev-Cursor") });
      setItems(await response.json());
    } catch (error) {
      setItems([]);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: loadFailed });
    }
  }, [fetchPage, loadFailed]);
  useEffect(() => void reload(), [reload]);
  return { items: items ?? [], loading: items === null, total, totalCapped, cursors, reload };
}

/** The pager of a keyset-paged list (enquiries, subscribers) standing on page `page`. */
export function keysetPager(list: ReturnType<typeof useServerPage>, page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(list.total / pageSize));
  if (list.totalCapped) return { page, pageCount, total: list.total, capped: { hasNext: list.cursors.next !== null } };
  return { page: Math.min(page, pageCount), pageCount, total: list.total };
}
