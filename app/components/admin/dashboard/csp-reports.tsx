import { ADMIN_TEXTS } from "@domain/messages";
import type { CspReportRow } from "@domain/rows";
import { useEffect, useState } from "react";
import { answerOf, client } from "~/lib/admin/api";
import { timeAgo } from "~/lib/admin/format";
import { Panel } from "../panel";
import { Skeleton } from "../skeleton";

/** How many of the newest reports the dashboard shows. */
const SHOWN = 8;

/** The newest Content-Security-Policy violations browsers reported (POST /api/csp-reports). */
export function CspReportsPanel() {
  const [reports, setReports] = useState<CspReportRow[] | null>(null);
  useEffect(() => {
    answerOf(client["csp-reports"].$get({ query: { page: 1, limit: SHOWN } }))
      .then(setReports)
      .catch(() => setReports([]));
  }, []);
  return (
    <Panel title={ADMIN_TEXTS.cspReportsTitle}>
      <p className="mb-3 text-sm text-slate-600">{ADMIN_TEXTS.cspReportsHint}</p>
      {reports === null ? (
        <Skeleton className="h-24 w-full" />
      ) : reports.length === 0 ? (
        <p className="text-sm text-slate-600">{ADMIN_TEXTS.noCspReports}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label={ADMIN_TEXTS.cspReportsTitle}>
          {reports.map((r) => (
            <li key={r.id} className="flex flex-col gap-0.5 py-2">
              <span className="flex justify-between gap-3">
                <code className="text-navy-800">{r.directive}</code>
                <span className="shrink-0 text-slate-600">{timeAgo(r.createdAt)}</span>
              </span>
              <span className="truncate text-slate-700">{`${r.blockedUri || "inline"} on ${r.documentUri}`}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
