import type { UploadKind } from "@domain/constants";
import { useCallback } from "react";
import { client } from "~/lib/admin/api";
import { ADMIN_MEDIA as T } from "~/lib/admin/media-text";
import { useServerPage } from "~/lib/admin/use-server-page";

export type LibraryImage = ReturnType<typeof useMediaPage>["items"][number];

export interface MediaFilter {
  kind: UploadKind | "";
  search: string;
  undescribed: boolean;
}

/** The filter as the list reads it: empty values left out. */
const mediaQuery = (filter: MediaFilter) => ({
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  ...(filter.undescribed ? { undescribed: "true" } : {}),
});

/** One page of the library for a filter, reloaded when either changes. */
export function useMediaPage(filter: MediaFilter, page: number, limit: number) {
  const fetchPage = useCallback(
    () => client.media.$get({ query: { page: String(page), limit: String(limit), ...mediaQuery(filter) } }),
    [filter, page, limit],
  );
  return useServerPage(fetchPage, T.loadFailed);
}
