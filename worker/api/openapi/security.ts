import type { CspReportRow } from "@domain/rows";
import { cspReportBodySchema } from "@domain/schemas/csp-report";
import { z } from "zod";
import { area, jsonSchema, pageOf, pageParams, ref, THROTTLED } from "./shared";
import { describing, isoTime } from "./stored";

/** What browsers report about the pages' Content-Security-Policy, and staff's view of it. */

const cspReport = describing<CspReportRow>()(
  z.object({
    id: z.int().min(1),
    documentUri: z.string().describe("The page the violation happened on."),
    directive: z.string().describe("The directive that was violated, e.g. script-src-elem."),
    blockedUri: z.string().describe("What was blocked: a URL, or inline, eval, trusted-types-sink."),
    sourceFile: z.string().nullable(),
    lineNumber: z.int().nullable(),
    sample: z
      .string()
      .nullable()
      .describe("The first characters of the offending script, when the browser sends them."),
    disposition: z.string().describe("enforce or report."),
    createdAt: isoTime,
  }),
);

export const securityApi = area("Security", (op) => ({
  paths: {
    "/api/csp-reports": {
      post: op("Report a Content-Security-Policy violation (browsers do: report-uri and report-to)", {
        body: ref("CspReportBody"),
        bodyType: "application/csp-report",
        responses: { 204: { description: "Stored." } },
        errors: { ...THROTTLED, 415: "Not sent as application/csp-report, application/reports+json or JSON." },
      }),
      get: op("Reported violations, newest first (search: page, directive, blocked)", {
        admin: true,
        parameters: pageParams(),
        responses: pageOf("CspReport"),
        errors: { 400: "Bad paging parameters." },
      }),
    },
  },
  schemas: {
    CspReportBody: jsonSchema(cspReportBodySchema, "input"),
    CspReport: jsonSchema(cspReport, "output"),
  },
}));
