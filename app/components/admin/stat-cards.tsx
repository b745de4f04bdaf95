import type { LucideIcon } from "lucide-react";
import { formatNumber } from "~/lib/admin/format";
import { Skeleton } from "./skeleton";

export interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
  /** A line under the number, e.g. how many joined this month. */
  note?: string;
  /** What the figure counts, shown on hover and read out with the label. */
  meaning?: string;
}

/** A row of stat cards; skeletons while loading. */
export function StatCards({ stats, loading }: { stats: readonly Stat[]; loading: boolean }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 ${stats.length > 4 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
      {stats.map(({ label, value, icon: Icon, note, meaning }) => (
        <li key={label} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-medium text-slate-700" title={meaning}>
              {label}
              {meaning && <span className="sr-only">{`: ${meaning}`}</span>}
            </span>
            <Icon aria-hidden="true" className="size-5 text-navy-700" />
          </div>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-2xl font-semibold text-navy-900">{formatNumber(value)}</p>
          )}
          {note && !loading && <p className="mt-1 text-xs text-slate-600">{note}</p>}
        </li>
      ))}
    </ul>
  );
}
