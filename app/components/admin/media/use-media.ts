import type { UploadKind } from "@domain/constants";
import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { client, isUnauthorized } from "~/lib/admin/api";
import { ADMIN_MEDIA as T } from "~/lib/admin/media-text";

export type LibraryImage = Awaited<ReturnType<typeof loadPage>>["items"][number];

export interface MediaFilter {
  kind: UploadKind | "";
  search: string;
  undescribed: boolean;
}

async function loadPage(filter: MediaFilter, page: number, limit: number) {
  const query = {
    page: String(page),
    limit: String(limit),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.undescribed ? { undescribed: "true" } : {}),
  };
  const response = await client.media.$get({ query });
  return { items: await response.json(), total: Number(response.headers.get("X-Total-Count") ?? 0) };
}

/** One page of the library for a filter, reloaded when either changes. */
export function useMediaPage(filter: MediaFilter, page: number, limit: number) {
  const [items, setItems] = useState<LibraryImage[] | null>(null);
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
