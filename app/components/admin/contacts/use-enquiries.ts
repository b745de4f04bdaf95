import { ADMIN_EXTRA_TOASTS } from "@domain/messages";
import type { ContactSummary } from "@worker/data/contact-export";
import { useCallback, useEffect, useState } from "react";
import { answerOf, client } from "~/lib/admin/api";
import { type ListPlace, placeQuery } from "~/lib/admin/list-place";
import { useServerPage } from "~/lib/admin/use-server-page";
import type { EnquiryQuery } from "./use-enquiry-query";

export type EnquiryFilter = Pick<EnquiryQuery, "search" | "status" | "assignee">;

/** The filter as the list and the export send it: defaults left out. */
export const enquiryFilterQuery = ({ search, status, assignee }: EnquiryFilter) => ({
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(status !== "all" ? { status } : {}),
  ...(assignee !== "all" ? { assignee } : {}),
});

/** One page of enquiries, filtered, searched and paged by the API; reloaded when any of them changes. */
export function useEnquiriesPage(filter: EnquiryFilter, { page, after, before }: ListPlace, limit: number) {
  const { search, status, assignee } = filter;
  const fetchPage = useCallback(
    () =>
      client.contacts.$get({
        query: {
          ...placeQuery({ page, after, before }),
          limit: String(limit),
          ...enquiryFilterQuery({ search, status, assignee }),
        },
      }),
    [search, status, assignee, page, after, before, limit],
  );
  return useServerPage(fetchPage, ADMIN_EXTRA_TOASTS.contacts.loadFailed);
}

/** The counts per state over every enquiry (not just the page), and a way to count again after a write. */
export function useEnquirySummary() {
  const [summary, setSummary] = useState<ContactSummary | null>(null);
  const reload = useCallback(async () => {
    try {
      setSummary(await answerOf(client.contacts.summary.$get()));
    } catch {
      // The list's own failure toast already tells staff; the cards keep their skeletons.
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { summary, reload };
}
