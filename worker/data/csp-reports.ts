import type { Database } from "@db/client";
import { cspReports } from "@db/schema";
import type { CspReportRow } from "@domain/rows";
import type { CspViolation } from "@domain/schemas/csp-report";
import { desc, lte, max } from "drizzle-orm";
import { type Paged, type PageQuery, pageOf, searchAny } from "./query";
import type { ThrottleRule } from "./throttle";

/** Reports per client address: enough for a page that breaks several ways, useless for filling the table. */
export const CSP_REPORT_RULE = { kind: "csp-report", limit: 30, windowSeconds: 10 * 60 } satisfies ThrottleRule;

/** Only the newest this many are kept: reports are a signal to look, not an archive. */
export const CSP_REPORTS_KEPT = 1000;

export async function storeCspViolations(db: Database, violations: CspViolation[]): Promise<void> {
  if (violations.length === 0) return;
  await db.insert(cspReports).values(violations);
  const [newest] = await db.select({ id: max(cspReports.id) }).from(cspReports);
  const oldestKept = (newest?.id ?? 0) - CSP_REPORTS_KEPT;
  if (oldestKept > 0) await db.delete(cspReports).where(lte(cspReports.id, oldestKept));
}

/** Newest first; `search` looks in the page, the directive and what was blocked. */
export function listCspReports(db: Database, query: PageQuery): Promise<Paged<CspReportRow>> {
  const where = searchAny(query.search, [cspReports.documentUri, cspReports.directive, cspReports.blockedUri]);
  return pageOf(db, cspReports, where, [desc(cspReports.id)], query);
}
