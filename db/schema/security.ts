import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso, serialId } from "./columns";

/**
 * Events counted by the throttles (failed sign-ins per address and per account, public
 * submissions per client). KV is unsuitable for counters; old rows are pruned on write.
 */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: serialId(),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("throttle_events_lookup_idx").on(t.kind, t.subject, t.createdAt),
    index("throttle_events_date_idx").on(t.createdAt),
  ],
);

/** Content-Security-Policy violations browsers reported (POST /api/csp-reports), newest kept. */
export const cspReports = sqliteTable(
  "csp_reports",
  {
    id: serialId(),
    documentUri: text("document_uri").notNull(),
    directive: text("directive").notNull(),
    blockedUri: text("blocked_uri").notNull(),
    sourceFile: text("source_file"),
    lineNumber: integer("line_number"),
    sample: text("sample"),
    disposition: text("disposition").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("csp_reports_date_idx").on(t.createdAt)],
);
