import type { SubscriberState } from "@domain/constants";
import { useCallback } from "react";
import { client } from "~/lib/admin/api";
import { type ListPlace, placeQuery } from "~/lib/admin/list-place";
import { ADMIN_SUBSCRIBERS as T } from "~/lib/admin/subscribers-text";
import { useServerPage } from "~/lib/admin/use-server-page";

export type SubscriberItem = ReturnType<typeof useSubscribersPage>["items"][number];

export interface SubscriberFilter {
  status: SubscriberState | "";
  search: string;
}

/** The filter as the list and the export read it: empty values left out. */
export const filterQuery = (filter: SubscriberFilter) => ({
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
});

/**
 * One page of subscribers for a filter (searched and filtered by the API), found by its keyset
 * cursor however deep; reloaded when either changes.
 */
export function useSubscribersPage(filter: SubscriberFilter, place: ListPlace, limit: number) {
  const fetchPage = useCallback(
    () => client.newsletter.$get({ query: { ...placeQuery(place), limit: String(limit), ...filterQuery(filter) } }),
    [filter, place, limit],
  );
  return useServerPage(fetchPage, T.loadFailed);
}
