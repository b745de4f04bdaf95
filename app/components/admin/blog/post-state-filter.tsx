import { POST_STATES } from "@domain/constants";
import type { PostState } from "@domain/post-state";
import { useId } from "react";
import { useSearchParams } from "react-router";
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

const selectClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-2 focus:outline-navy-700/30";

export function PostStateSelect({
  value,
  onChange,
}: {
  value: PostStateFilter;
  onChange: (v: PostStateFilter) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {ADMIN_PUBLISHING.filterByState}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as PostStateFilter)}
        className={selectClass}
      >
        <option value="all">{ADMIN_PUBLISHING.allStates}</option>
        {POST_STATES.map((s) => (
          <option key={s} value={s}>
            {ADMIN_PUBLISHING.states[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
