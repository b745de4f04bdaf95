import { ENQUIRY_STATES } from "@domain/constants";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { FIRST_PLACE, type ListPlace } from "~/lib/admin/list-place";
import type { AssigneeFilter, StatusFilter } from "./contact-filters";

/**
 * The Contacts screen's list as its address holds it: reload, Back and a shared link keep it, its
 * place (page and keyset cursor) included.
 */
export interface EnquiryQuery extends ListPlace {
  search: string;
  status: StatusFilter;
  assignee: AssigneeFilter;
  /** The enquiry whose details are open (a staff alert's link sets it). */
  open: number | null;
}

/** The address's parameter per part of the query; defaults are left out of the address. */
const PARAM = {
  search: "q",
  status: "status",
  assignee: "assignee",
  page: "page",
  after: "after",
  before: "before",
  open: "open",
} as const;

const isStatus = (value: string | null): value is (typeof ENQUIRY_STATES)[number] =>
  (ENQUIRY_STATES as readonly (string | null)[]).includes(value);

function readQuery(params: URLSearchParams): EnquiryQuery {
  const status = params.get(PARAM.status);
  const page = Number(params.get(PARAM.page));
  return {
    search: params.get(PARAM.search) ?? "",
    status: isStatus(status) ? status : "all",
    assignee: params.get(PARAM.assignee) || "all",
    page: Number.isInteger(page) && page > 1 ? page : 1,
    after: params.get(PARAM.after) || null,
    before: params.get(PARAM.before) || null,
    open: Number(params.get(PARAM.open)) || null,
  };
}

function writeQuery(query: EnquiryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.status !== "all") params.set(PARAM.status, query.status);
  if (query.assignee !== "all") params.set(PARAM.assignee, query.assignee);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  if (query.page > 1 && query.after) params.set(PARAM.after, query.after);
  if (query.page > 1 && query.before) params.set(PARAM.before, query.before);
  if (query.open !== null) params.set(PARAM.open, String(query.open));
  return params;
}

export const hasFilters = (q: EnquiryQuery) => q.search.trim() !== "" || q.status !== "all" || q.assignee !== "all";

/**
 * The query and its setter. A new filter starts again at page 1; typing replaces the history entry
 * (one Back per search, not per letter), every other change adds one.
 */
export function useEnquiryQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (change: Partial<EnquiryQuery>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const before = readQuery(current);
          const filtering = "search" in change || "status" in change || "assignee" in change;
          return writeQuery({ ...before, ...(filtering ? FIRST_PLACE : {}), ...change });
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  return { query, update };
}
