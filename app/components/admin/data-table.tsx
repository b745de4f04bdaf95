import type { ReactNode } from "react";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Visually hidden header (e.g. Actions shown as icons only). */
  srOnlyHeader?: boolean;
  /** The row's buttons: pinned to the table's right edge, and the foot of a phone's card. */
  actions?: boolean;
}

/** A row is keyed by its id. */
type Row = { id: string | number };

interface DataTableProps<T extends Row> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  loading: boolean;
  empty: string;
  /** The list's place, when it has pages: the pager goes under the table. */
  pager?: PagerProps;
}

/**
 * The admin table from 768 px, its actions column pinned to the right edge so it is never cut off;
 * below that one card per row (first column as the card's title, the rest as labelled facts, the
 * actions column last), so a phone never scrolls sideways to reach a button.
 */
export function DataTable<T extends Row>(props: DataTableProps<T>) {
  const pager = props.pager && <Pager {...props.pager} />;
  if (!props.loading && props.rows.length === 0) {
    return (
      <>
        <section aria-label={props.label} className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center">
          <p className="text-slate-600">{props.empty}</p>
        </section>
        {pager}
      </>
    );
  }
  return (
    <>
      <RowCards {...props} />
      <WideTable {...props} />
      {pager}
    </>
  );
}

function WideTable<T extends Row>({ label, columns, rows, loading }: DataTableProps<T>) {
  const pinned = (column: Column<T>) =>
    column.actions ? "sticky right-0 bg-inherit shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]" : "";
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.className ?? ""} ${pinned(column)}`}
              >
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
                <tr key={row.id} className="bg-white align-top hover:bg-slate-50">
                  {columns.map((column) => (
                    <td key={column.header} className={`px-4 py-3 ${column.className ?? ""} ${pinned(column)}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}

function RowCards<T extends Row>({ label, columns, rows, loading }: DataTableProps<T>) {
  const [title, ...rest] = columns;
  const facts = rest.filter((column) => !column.actions);
  const actions = rest.find((column) => column.actions);
  if (!title) return null;
  return (
    <section aria-label={label} className="md:hidden">
      {loading ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="min-w-0 break-words">{title.cell(row)}</div>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
                {facts.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.header}</dt>
                    <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions && <div className="mt-3 border-t border-slate-100 pt-3">{actions.cell(row)}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface PagerProps {
  page: number;
  pageCount: number;
  total: number;
  /**
   * Set when `total` is only a floor (a search's count stops at SEARCH_LIMITS.listCounted, decision
   * 026): the pages go on past `pageCount` for as long as the list has a next one.
   */
  capped?: { hasNext: boolean };
  onPage: (page: number) => void;
}

const pagerLabel = ({ page, pageCount, total, capped }: Omit<PagerProps, "onPage">) => {
  const items = total.toLocaleString("en-US");
  return capped ? `Page ${page} (more than ${items} items)` : `Page ${page} of ${pageCount} (${items} items)`;
};

/** Shown only when the rows do not fit one page. */
export function Pager({ onPage, ...place }: PagerProps) {
  const { page, pageCount, capped } = place;
  if (pageCount <= 1 && !capped) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>{pagerLabel(place)}</span>
      <span className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          disabled={capped ? !capped.hasNext : page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
