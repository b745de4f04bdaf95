import { ADMIN_TEXTS } from "@domain/messages";
import type { ReactNode } from "react";
import { formatNumber } from "~/lib/admin/format";

/** A short "label … number" list (top articles by views, enquiries by practice area). */
export function RankedList({
  rows,
  unit,
}: {
  rows: readonly { key: string | number; label: ReactNode; value: number }[];
  /** The unit for one, then for any other number ("view", "views"). */
  unit: readonly [one: string, other: string];
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{ADMIN_TEXTS.noData}</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 truncate text-slate-800">{row.label}</span>
          <span className="shrink-0 text-slate-600">{`${formatNumber(row.value)} ${row.value === 1 ? unit[0] : unit[1]}`}</span>
        </li>
      ))}
    </ol>
  );
}
