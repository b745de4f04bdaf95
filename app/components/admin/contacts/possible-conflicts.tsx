import type { PossibleConflict } from "@domain/rows";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { StatusBadge } from "~/components/admin/badges";
import { INTAKE_SCREEN } from "~/lib/admin/intake-text";

/** The conflict pre-screen's result: earlier enquiries sharing a name or the email, and what matched. */
export function PossibleConflicts({ conflicts }: { conflicts: readonly PossibleConflict[] }) {
  return (
    <>
      <p className="text-xs text-slate-600">{INTAKE_SCREEN.conflictsNote}</p>
      {conflicts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{INTAKE_SCREEN.noConflicts}</p>
      ) : (
        <ul aria-label={INTAKE_SCREEN.conflicts} className="mt-2 flex flex-col gap-2">
          {conflicts.map((c) => (
            <li key={c.id} className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{c.name}</span>
                  <span className="text-slate-700">{c.subject}</span>
                  <span className="text-xs text-slate-600">{c.date}</span>
                  <StatusBadge status={c.status} />
                </p>
                <p className="text-xs text-amber-900">{INTAKE_SCREEN.matched(c.matched)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
