import { POST_STATES } from "@domain/constants";
import type { PostState } from "@domain/post-state";
import { useSearchParams } from "react-router";
import { FilterSelect } from "~/components/admin/filter-select";
import { ADMIN_PUBLISHING } from "~/lib/admin/publishing-text";

export type PostStateFilter = PostState | "all";

const PARAM = "status";

const isState = (value: string | null): value is PostState =>
  (POST_STATES as readonly (string | null)[]).includes(value);

/** The Blog screen's status filter as its address holds it (`?status=scheduled`): reload, Back and a shared link keep it. */
export function usePostStateFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const state: PostStateFilter = isState(raw) ? raw : "all";
  const setState = (next: PostStateFilter) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "all") copy.delete(PARAM);
        else copy.set(PARAM, next);
        return copy;
      },
      { preventScrollReset: true },
    );
  return { state, setState };
}

const STATE_OPTIONS: readonly { value: PostStateFilter; label: string }[] = [
  { value: "all", label: ADMIN_PUBLISHING.allStates },
  ...POST_STATES.map((state) => ({ value: state, label: ADMIN_PUBLISHING.states[state] })),
];

export function PostStateSelect({
  value,
  onChange,
}: {
  value: PostStateFilter;
  onChange: (v: PostStateFilter) => void;
}) {
  return (
    <div>
      <FilterSelect label={ADMIN_PUBLISHING.filterByState} value={value} onChange={onChange} options={STATE_OPTIONS} />
    </div>
  );
}
