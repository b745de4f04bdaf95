import { AUDIT, AUDIT_ACTIONS, type AuditEntry } from "@domain/audit";
import { activityCsvFormat } from "@domain/audit-csv";
import { auditFilterSchema } from "@domain/schemas/audit";
import { cursorListQuery } from "@domain/schemas/cursor";
import { auditExportBatches, listAudit } from "@worker/data/audit";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { firmCsvExport } from "../csv-answer";
import { queryOf } from "../input";
import { BAD_CURSOR_LIST, csvFile, cursorPageOf, emailAddress, isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { cursorPagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** The audit log query for the owners' Activity screen; `search` looks in the email, entity and id. */
export const auditQuerySchema = cursorListQuery(auditFilterSchema);

/** The activity log: read only. */
const ACTIVITY_LOG: Resource = { entity: "audit", publicContent: false };

const ENTRY = component("AuditEntry", () =>
  describing<AuditEntry>()(
    z.object({
      id: z.int(),
      createdAt: isoTime,
      actorId: z.int().nullable(),
      actorEmail: emailAddress.nullable(),
      address: z.string().nullable(),
      action: z.enum(AUDIT_ACTIONS),
      entity: z.string(),
      entityId: z.string().nullable(),
      changes: z
        .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
        .nullable()
        .describe("Changed fields as [before, after]; secrets never appear."),
    }),
  ),
);
const op = describeRoutes("Activity");
const docs = {
  list: op("The audit log, newest first: who changed what, when and from where", {
    responses: cursorPageOf(ENTRY),
    errors: { 400: BAD_CURSOR_LIST },
  }),
  export: op("Every entry the filters match, as a CSV file (UTF-8 with a byte-order mark), newest first", {
    responses: csvFile("Date (ISO 8601, UTC), Person, Action, Item, Item id, Address, Changes; named activity.csv."),
    errors: { 400: "Bad filter parameters." },
  }),
};

/** /api/audit: who changed what, when and from where (owners). */
export const auditRoutes = resourceRouter(ACTIVITY_LOG, new Hono<ApiEnv>())
  .get("/", docs.list, requireAdmin, requireRole("activity"), queryOf(auditQuerySchema), async (c) =>
    cursorPagedJson(c, await listAudit(c.var.app.db, c.req.valid("query"))),
  )

  /** Every entry the screen's filters match as CSV, newest first, streamed in batches. */
  .get("/export", docs.export, requireAdmin, requireRole("activity"), queryOf(auditFilterSchema), async (c) => {
    const batches = auditExportBatches(c.var.app.db, c.req.valid("query"));
    return firmCsvExport(c, { format: activityCsvFormat, batches, filename: AUDIT.csvFilename });
  });
