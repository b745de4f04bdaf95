import { SOURCE_WINDOWS, type SourceWindow } from "@domain/attribution";
import { ADMIN_TEXTS, TOAST_TITLES } from "@domain/messages";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf, client, isUnauthorized } from "~/lib/admin/api";
import { formatNumber } from "~/lib/admin/format";
import { SOURCES_PARAM, SOURCES_TEXT as T } from "~/lib/admin/sources-text";

type Sources = Awaited<ReturnType<typeof load>>;
type Row = Sources["bySource"][number];
const load = (days: SourceWindow) => answerOf(client.dashboard.sources.$get({ query: { days: String(days) } }));

/** The period from the URL (?days=90); anything else is the first window. */
const windowOf = (value: string | null): SourceWindow =>
  SOURCE_WINDOWS.find((d) => String(d) === value) ?? SOURCE_WINDOWS[0];

/** Enquiries and bookings by source, landing page and practice area, over the URL's period. */
export function EnquirySources() {
  const [params] = useSearchParams();
  const days = windowOf(params.get(SOURCES_PARAM));
  const [data, setData] = useState<Sources | null>(null);

  useEffect(() => {
    setData(null);
    load(days)
      .then(setData)
      .catch((error) => {
        if (!isUnauthorized(error)) toast.error(TOAST_TITLES.error, { description: T.loadFailed });
      });
  }, [days]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{T.description}</p>
      <nav aria-label={T.window} className="flex gap-1 self-start rounded-lg bg-slate-200 p-1">
        {SOURCE_WINDOWS.map((d) => (
          <Link
            key={d}
            to={`?${SOURCES_PARAM}=${d}`}
            replace
            preventScrollReset
            aria-current={d === days ? "page" : undefined}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-gold-500 aria-[current=page]:bg-white aria-[current=page]:text-navy-900 aria-[current=page]:shadow-sm"
          >
            {T.days(d)}
          </Link>
        ))}
      </nav>
      {data ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <CountTable caption={T.bySource} rows={data.bySource} />
          <CountTable caption={T.byLandingPage} rows={data.byLandingPage} />
          <CountTable caption={T.byPracticeArea} rows={data.byPracticeArea} />
        </div>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}

function CountTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-navy-800">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
          <th scope="col" className="py-1 font-semibold">
            {T.label}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {T.enquiries}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {T.bookings}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && (
          <tr>
            <td colSpan={3} className="py-2 text-slate-600">
              {ADMIN_TEXTS.noData}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              className="max-w-0 truncate py-2 pr-2 text-left font-normal text-slate-800"
              title={row.label}
            >
              {row.label}
            </th>
            <td className="py-2 text-right text-slate-700">{formatNumber(row.enquiries)}</td>
            <td className="py-2 text-right text-slate-700">{formatNumber(row.bookings)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
