import type { ReactNode } from "react";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Visually hidden header (e.g. Actions shown as icons only). */
  srOnlyHeader?: boolean;
}

interface DataTableProps<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  empty: string;
}

/** The admin table: scrolls sideways on a phone (keyboard-focusable, so the scroll is reachable too). */
export function DataTable<T>({ label, columns, rows, rowKey, loading, empty }: DataTableProps<T>) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
    <section tabIndex={0} aria-label={label} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 font-semibold ${column.className ?? ""}`}>
                {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {loading
            ? [0, 1, 2].map((i) => (
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.header} className="px-4 py-3">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
                  {columns.map((column) => (
                    <td key={column.header} className={`px-4 py-3 ${column.className ?? ""}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

/** Shown only when the rows do not fit one page of 100. */
export function Pager({ page, pageCount, total, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>{`Page ${page} of ${pageCount} (${total} items)`}</span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
