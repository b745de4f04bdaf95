import { AUDIT } from "@domain/audit";
import { ACTIVITY_CSV } from "@domain/audit-csv";
import { auditFilterSchema } from "@domain/schemas/audit";
import { cursorFields, oneCursor } from "@domain/schemas/cursor";
import { pageQuerySchema } from "@domain/schemas/paging";
import { auditExportBatches, listAudit } from "@worker/data/audit";
import { csvStream } from "@worker/data/csv-stream";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { csvAttachment } from "../csv-answer";
import { queryOf } from "../input";
import { cursorPagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** The audit log query for the owners' Activity screen; `search` looks in the email, entity and id. */
export const auditQuerySchema = pageQuerySchema
  .extend(auditFilterSchema.shape)
  .extend(cursorFields.shape)
  .refine(...oneCursor);

/** The activity log: read only. */
const ACTIVITY_LOG: Resource = { entity: "audit", publicContent: false };

/** /api/audit: who changed what, when and from where (owners). */
export const auditRoutes = resourceRouter(ACTIVITY_LOG, new Hono<ApiEnv>())
  .get("/", requireAdmin, requireRole("activity"), queryOf(auditQuerySchema), async (c) =>
    cursorPagedJson(c, await listAudit(c.var.app.db, c.req.valid("query"))),
  )

  /** Every entry the screen's filters match as CSV, newest first, streamed in batches. */
  .get("/export", requireAdmin, requireRole("activity"), queryOf(auditFilterSchema), async (c) => {
    const { db } = c.var.app;
    const filter = c.req.valid("query");
    const file = csvStream(ACTIVITY_CSV, auditExportBatches(db, filter));
    return csvAttachment(c, file, AUDIT.csvFilename);
  });
