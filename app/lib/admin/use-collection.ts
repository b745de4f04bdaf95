import { TOAST_TITLES } from "@domain/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { fetchAll, isUnauthorized, type ListCall } from "./api";

/**
 * Every item of an admin list, loaded in the browser with the stored token (admin pages hydrate and
 * read their data client-side). A failed load shows the screen's error toast; `reload` refetches.
 */
export function useCollection<T>(list: ListCall<T>, loadFailed: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    try {
      const rows = await fetchAll(list);
      if (current === generation.current) setItems(rows);
    } catch (error) {
      if (current !== generation.current) return;
      setItems((previous) => previous ?? []);
      // A refused token sends the user to sign in; no error toast on the way out.
      if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: loadFailed });
    }
  }, [list, loadFailed]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items: items ?? [], loading: items === null, reload };
}
