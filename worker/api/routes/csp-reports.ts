import { cspReportBodySchema, violationsOf } from "@domain/schemas/csp-report";
import { pageQuerySchema } from "@domain/schemas/paging";
import { CSP_REPORT_RULE, listCspReports, storeCspViolations } from "@worker/data/csp-reports";
import { checkThrottle, recordThrottleEvent } from "@worker/data/throttle";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { type BodyTypes, jsonBody, queryOf } from "../input";
import { pagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** What browsers send reports as: `report-uri`'s type, the Reporting API's, and plain JSON. */
export const CSP_REPORT_TYPES: BodyTypes = {
  pattern: /^application\/(csp-report|reports\+json|json)\b/i,
  label: "application/csp-report or application/reports+json",
};

const CSP_REPORTS: Resource = { entity: "csp_report", publicContent: false };

/** /api/csp-reports: browsers report policy violations here (the CSP's report-uri and report-to); staff read them. */
export const cspReportsRoutes = resourceRouter(CSP_REPORTS, new Hono<ApiEnv>())

  /** 204 once stored; 429 when this client has reported too much lately. */
  .post("/", jsonBody(cspReportBodySchema, CSP_REPORT_TYPES), async (c) => {
    const db = c.var.app.db;
    const client = clientAddress(c.req.raw);
    const state = await checkThrottle(db, CSP_REPORT_RULE, client);
    if (!state.allowed) throw errors.tooManyRequests(state.retryAfterSeconds);
    await recordThrottleEvent(db, CSP_REPORT_RULE, client);
    await storeCspViolations(db, violationsOf(c.req.valid("json")));
    return c.body(null, 204);
  })

  .get("/", requireAdmin, requireRole("security"), queryOf(pageQuerySchema), async (c) => {
    return pagedJson(c, await listCspReports(c.var.app.db, c.req.valid("query")));
  });
