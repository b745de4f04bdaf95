import type { AuditFilter } from "@domain/schemas/audit";

/** The filters as the API's query: empty ones left out. */
export function filterQuery(filter: Record<keyof AuditFilter, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
}
