import type { Contact } from "@domain/rows";
import { useCallback, useEffect, useState } from "react";
import { answerOf } from "~/lib/admin/api";
import { CONTACTS } from "~/lib/admin/resources";

/**
 * The enquiry whose details are open: taken from the page on screen, or read by its id when the
 * address names one on another page (a staff alert's link). `refresh` reads it again after a write.
 */
export function useViewedEnquiry(id: number | null, onPage: readonly Contact[]) {
  const [fetched, setFetched] = useState<Contact | null>(null);
  const shown = onPage.find((c) => c.id === id) ?? null;
  const refresh = useCallback(async () => {
    if (id === null) return;
    try {
      setFetched(await answerOf(CONTACTS.read(id)));
    } catch {
      setFetched(null);
    }
  }, [id]);
  useEffect(() => {
    if (id !== null && !shown) void refresh();
  }, [id, shown, refresh]);
  return { viewing: shown ?? (fetched?.id === id ? fetched : null), refresh };
}
