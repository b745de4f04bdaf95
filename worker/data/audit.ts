import type { Database } from "@db/client";
import { auditLog } from "@db/schema";
import type { AuditEntry } from "@domain/audit";
import type { AuditFilter } from "@domain/schemas/audit";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { matchingList } from "./full-text";
import { type Paged, type PageQuery, pageOf } from "./query";

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function whereOf(filter: AuditFilter & { search?: string }): SQL | undefined {
  return and(
    matchingList(auditLog.id, "audit_log_search", filter.search),
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, `${filter.from}T00:00:00.000Z`) : undefined,
    filter.to ? lt(auditLog.createdAt, nextDay(filter.to)) : undefined,
  );
}

/** The Activity screen: newest first, filtered by person, entity, action and days. */
export async function listAudit(db: Database, query: PageQuery & AuditFilter): Promise<Paged<AuditEntry>> {
  return pageOf(db, auditLog, whereOf(query), [desc(auditLog.createdAt), desc(auditLog.id)], query);
}

/** Deletes rows older than `days` days; answers how many went. */
export async function purgeAudit(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const removed = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}
