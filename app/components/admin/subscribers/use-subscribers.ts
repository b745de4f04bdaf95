import type { SubscriberState } from "@domain/constants";
import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { client, isUnauthorized } from "~/lib/admin/api";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";

export type SubscriberItem = Awaited<ReturnType<typeof loadPage>>["items"][number];

export interface SubscriberFilter {
  status: SubscriberState | "";
  search: string;
}

/** The filter as the list and the export read it: empty values left out. */
export const filterQuery = (filter: SubscriberFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
});

async function loadPage(filter: SubscriberFilter, page: number, limit: number) {
  const response = await client.newsletter.$get({
    query: { page: String(page), limit: String(limit), ...filterQuery(filter) },
  });
  return { items: await response.json(), total: Number(response.headers.get("X-Total-Count") ?? 0) };
}

/** One page of subscribers for a filter (searched and filtered by the API), reloaded when either changes. */
export function useSubscribersPage(filter: SubscriberFilter, page: number, limit: number) {
  const [items, setItems] = useState<SubscriberItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const reload = useCallback(async () => {
    try {
      const loaded = await loadPage(filter, page, limit);
      setItems(loaded.items);
      setTotal(loaded.total);
    } catch (error) {
      setItems([]);
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
    }
  }, [filter, page, limit]);
  useEffect(() => void reload(), [reload]);
  return { items: items ?? [], loading: items === null, total, reload };
}
