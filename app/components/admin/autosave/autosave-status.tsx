import { formatTimeInZone } from "@domain/time-format";
import type { AutosaveState } from "~/lib/admin/autosave/use-autosave";
import { AUTOSAVE_TEXT as T } from "~/lib/admin/autosave-text";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";

/** "Saving…", "Saved 12:03 PM" (the firm's time) or "Not saved" with why and a Retry, read out politely. */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const zone = useFirmTimeZone();
  const failed = state.status === "failed";
  const text =
    state.status === "saving"
      ? T.saving
      : state.status === "saved"
        ? T.saved(formatTimeInZone(state.at, zone))
        : failed
          ? T.notSaved
          : "";
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <p role="status" className={failed ? "font-medium text-red-700" : "text-slate-600"}>
        {text}
        {failed && <span className="sr-only"> {state.offline ? T.offline : T.failed}</span>}
      </p>
      {failed && (
        <button
          type="button"
          title={state.offline ? T.offline : T.failed}
          onClick={onRetry}
          className="rounded px-1 font-medium text-navy-800 underline hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          {T.retry}
        </button>
      )}
    </div>
  );
}
