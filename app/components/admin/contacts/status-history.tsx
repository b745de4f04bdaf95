import type { StatusChange } from "@domain/rows";
import { formatInZone } from "@domain/time-format";
import { ENQUIRY_STATE_LABELS, INTAKE_SCREEN } from "~/lib/admin/intake-text";

/** Every status the enquiry was given: by whom (or on arrival) and when, oldest first. */
export function StatusHistory({ history, zone }: { history: readonly StatusChange[]; zone: string }) {
  return (
    <ol aria-label={INTAKE_SCREEN.history} className="mt-2 flex flex-col gap-1 text-xs text-slate-700">
      {history.map((h) => (
        <li key={h.id}>
          {INTAKE_SCREEN.historyEntry(ENQUIRY_STATE_LABELS[h.status], h.changedByName, formatInZone(h.createdAt, zone))}
        </li>
      ))}
    </ol>
  );
}
