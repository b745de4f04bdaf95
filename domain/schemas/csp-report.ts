import { z } from "zod";

/**
 * What browsers send about a Content-Security-Policy violation, in either of its two shapes: the
 * older `report-uri` body (`application/csp-report`) and the Reporting API's batch
 * (`application/reports+json`). Long values are cut, not refused: a browser's report is never "wrong".
 */
const cut = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).slice(0, max))
    .optional();

const CSP_REPORT_TEXT_MAX = { uri: 500, directive: 100, sample: 200 } as const;

const uri = cut(CSP_REPORT_TEXT_MAX.uri);
const line = z.number().int().min(0).max(10_000_000).optional().catch(undefined);

const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": uri,
    "violated-directive": cut(CSP_REPORT_TEXT_MAX.directive),
    "effective-directive": cut(CSP_REPORT_TEXT_MAX.directive),
    "blocked-uri": uri,
    "source-file": uri,
    "line-number": line,
    "script-sample": cut(CSP_REPORT_TEXT_MAX.sample),
    disposition: cut(20),
  }),
});

const reportingApiBatch = z
  .array(
    z.object({
      type: z.string().max(50),
      url: uri,
      body: z
        .object({
          documentURL: uri,
          effectiveDirective: cut(CSP_REPORT_TEXT_MAX.directive),
          blockedURL: uri,
          sourceFile: uri,
          lineNumber: line,
          sample: cut(CSP_REPORT_TEXT_MAX.sample),
          disposition: cut(20),
        })
        .optional(),
    }),
  )
  .max(50);

export const cspReportBodySchema = z.union([legacyReport, reportingApiBatch]);
export type CspReportBody = z.output<typeof cspReportBodySchema>;

/** One violation as stored and shown to staff. */
export interface CspViolation {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile: string | null;
  lineNumber: number | null;
  sample: string | null;
  disposition: string;
}

/** The violations a report body carries, whatever its shape (other Reporting API types are ignored). */
export function violationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const r = body["csp-report"];
    return [
      {
        documentUri: r["document-uri"] ?? "",
        directive: r["effective-directive"] ?? r["violated-directive"] ?? "",
        blockedUri: r["blocked-uri"] ?? "",
        sourceFile: r["source-file"] ?? null,
        lineNumber: r["line-number"] ?? null,
        sample: r["script-sample"] ?? null,
        disposition: r.disposition ?? "enforce",
      },
    ];
  }
  return body
    .filter((report) => report.type === "csp-violation" && report.body)
    .map(({ url, body: r = {} }) => ({
      documentUri: r.documentURL ?? url ?? "",
      directive: r.effectiveDirective ?? "",
      blockedUri: r.blockedURL ?? "",
      sourceFile: r.sourceFile ?? null,
      lineNumber: r.lineNumber ?? null,
      sample: r.sample ?? null,
      disposition: r.disposition ?? "enforce",
    }));
}
