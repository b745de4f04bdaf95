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
  // A keyset-paged list's neighbours (worker/api/paging.ts); null where there is none or the list has no cursors.
  const [cursors, setCursors] = useState<{ next: string | null; prev: string | null }>({ next: null, prev: null });
  const reload = useCallback(async () => {
    try {
      const response = await fetchPage();
      setTotal(Number(response.headers.get("X-Total-Count") ?? 0));
      setCursors({ next: response.headers.get("X-Next-Cursor"), prev: response.headers.get("X-Prev-Cursor") });
      setItems(await response.json());
    } catch (error) {
      setItems([]);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: loadFailed });
    }
  }, [fetchPage, loadFailed]);
  useEffect(() => void reload(), [reload]);
  return { items: items ?? [], loading: items === null, total, cursors, reload };
}
