import type { CspReportRow } from "@domain/rows";
import { cspReportBodySchema, violationsOf } from "@domain/schemas/csp-report";
import { pageQuerySchema } from "@domain/schemas/paging";
import { CSP_REPORT_RULE, listCspReports, storeCspViolations } from "@worker/data/csp-reports";
import { admit } from "@worker/data/throttle";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { type BodyTypes, jsonBody, queryOf } from "../input";
import { isoTime, pageOf } from "../openapi/components/answers";
import { THROTTLED } from "../openapi/components/errors";
import { describing } from "../openapi/generator/derived";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** What browsers send reports as: `report-uri`'s type, the Reporting API's, and plain JSON. */
export const CSP_REPORT_TYPES: BodyTypes = {
  pattern: /^application\/(csp-report|reports\+json|json)\b/i,
  label: "application/csp-report or application/reports+json",
  media: "application/csp-report",
};

const CSP_REPORTS: Resource = { entity: "csp_report", publicContent: false };

/** Named: the body is a choice of the browsers' two report formats, which readers look up once. */
const REPORT_BODY = namedBody("CspReportBody", cspReportBodySchema);

const CSP_REPORT = component("CspReport", () =>
  describing<CspReportRow>()(
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
  ),
);
const op = describeRoutes("Security");
const docs = {
  report: op("Report a Content-Security-Policy violation (browsers do: report-uri and report-to)", {
    responses: { 204: { description: "Stored." } },
    errors: { ...THROTTLED, 415: "Not sent as application/csp-report, application/reports+json or JSON." },
  }),
  list: op("Reported violations, newest first (search: page, directive, blocked)", {
    responses: pageOf(CSP_REPORT),
    errors: { 400: "Bad paging parameters." },
  }),
};

/** /api/csp-reports: browsers report policy violations here (the CSP's report-uri and report-to); staff read them. */
export const cspReportsRoutes = resourceRouter(CSP_REPORTS, new Hono<ApiEnv>())

  /** 204 once stored; 429 when this client has reported too much lately. */
  .post("/", docs.report, jsonBody(REPORT_BODY, CSP_REPORT_TYPES), async (c) => {
    const db = c.var.app.db;
    const client = clientAddress(c.req.raw);
    const admission = await admit(db, [{ rule: CSP_REPORT_RULE, subject: client }]);
    if (!admission.admitted) throw errors.tooManyRequests(admission.retryAfterSeconds);
    await storeCspViolations(db, violationsOf(c.req.valid("json")));
    return c.body(null, 204);
  })

  .get("/", docs.list, requireAdmin, requireRole("security"), queryOf(pageQuerySchema), async (c) => {
    return pagedJson(c, await listCspReports(c.var.app.db, c.req.valid("query")));
  });
