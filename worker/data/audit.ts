import type { Database } from "@db/client";
import { auditLog, rowCounts } from "@db/schema";
import type { AuditEntry } from "@domain/audit";
import type { AuditFilter } from "@domain/schemas/audit";
import type { CursorQuery } from "@domain/schemas/cursor";
import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import { EXPORT_BATCH, type NextBatch } from "./csv-stream";
import { plannedListSearch } from "./full-text";
import { type KeysetPage, keysetBatch, keysetPageOf, type OrderKey } from "./keyset";
import type { PageQuery } from "./query";

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

const auditKey: OrderKey<AuditEntry> = {
  at: auditLog.createdAt,
  id: auditLog.id,
  of: (row) => ({ at: row.createdAt, id: row.id }),
};

/**
 * The list's total when nothing is searched: the maintained count (row-counts.ts) unfiltered, else a
 * count over the filter's index.
 */
function auditTotal(db: Database, where: SQL | undefined) {
  return where
    ? db.select({ value: count() }).from(auditLog).where(where)
    : db.select({ value: rowCounts.count }).from(rowCounts).where(eq(rowCounts.key, "audit_log"));
}

/** The Activity screen: newest first, filtered by person, entity, action and days; keyset-paged (keyset.ts). */
export async function listAudit(
  db: Database,
  query: PageQuery & AuditFilter & CursorQuery,
): Promise<KeysetPage<AuditEntry>> {
  const { where, total } = await plannedListSearch(
    db,
    auditLog,
    auditLog.id,
    "audit_log_search",
    query.search,
    filtersOf(query),
  );
  return keysetPageOf(db, auditLog, auditKey, where, query, total ?? { count: auditTotal(db, where) });
}

/** The filters' matches in batches for the Activity export, newest first, each after the last one's end. */
export const auditExportBatches =
  (db: Database, filter: AuditFilter): NextBatch<AuditEntry> =>
  (last) =>
    keysetBatch(db, auditLog, auditKey, filtersOf(filter), last ? auditKey.of(last) : null, EXPORT_BATCH);

/** Deletes rows older than `days` days; answers how many went. */
export async function purgeAudit(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const removed = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}
