import { purgeAudit } from "@worker/data/audit";
import type { ScheduledJob } from "@worker/scheduled";

/** Daily: audit rows older than the configured period (AUDIT_RETENTION_DAYS, default one year) go. */
export const purgeAuditJob: ScheduledJob = {
  name: "purge-audit-log",
  schedule: "daily",
  publicContent: false,
  run: (app, now) => purgeAudit(app.db, app.auditRetentionDays, now),
};
