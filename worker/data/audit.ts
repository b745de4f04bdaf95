import type { Database } from "@db/client";
import { auditLog } from "@db/schema";
import type { AuditEntry } from "@domain/audit";
import { daysBefore } from "@domain/instants";
import type { AuditFilter } from "@domain/schemas/audit";
import type { CursorQuery } from "@domain/schemas/cursor";
import { and, eq, gte, lt, type SQL } from "drizzle-orm";
import { EXPORT_BATCH, type NextBatch } from "./csv-stream";
import { byCreation, type KeysetPage, keysetBatch } from "./keyset";
import type { PageQuery } from "./query";
import { filteredOrMaintainedCount, type SearchedList, searchedListPage } from "./searched-list";

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** The filters but the search. */
function filtersOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, `${filter.from}T00:00:00.000Z`) : undefined,
    filter.to ? lt(auditLog.createdAt, nextDay(filter.to)) : undefined,
  );
}

const auditList: SearchedList<typeof auditLog, AuditEntry> = {
  table: auditLog,
  index: "audit_log_search",
  key: byCreation(auditLog),
};

/** The Activity screen: newest first, filtered by person, entity, action and days; keyset-paged (keyset.ts). */
export const listAudit = (
  db: Database,
  query: PageQuery & AuditFilter & CursorQuery,
): Promise<KeysetPage<AuditEntry>> =>
  searchedListPage(db, auditList, query, filtersOf(query), filteredOrMaintainedCount(db, auditLog, "audit_log"));

/** The filters' matches in batches for the Activity export, newest first, each after the last one's end. */
export const auditExportBatches =
  (db: Database, filter: AuditFilter): NextBatch<AuditEntry> =>
  (last) =>
    keysetBatch(db, auditLog, auditList.key, filtersOf(filter), last ? auditList.key.of(last) : null, EXPORT_BATCH);

/** Deletes rows older than `days` days; answers how many went. */
export async function purgeAudit(db: Database, days: number, now = new Date()): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, daysBefore(now, days)))
    .returning({ id: auditLog.id });
  return removed.length;
}
