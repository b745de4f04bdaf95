import type { Database } from "@db/client";
import { type AnyColumn, count, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/** A page request as the API and the page loaders both pass it. */
export interface PageQuery {
  page: number;
  limit: number;
  search?: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/** `%term%` with LIKE's own wildcards escaped, so a search for "50%" means the text "50%". */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" (SQLite's LIKE ignores ASCII case). */
export const contains = (column: AnyColumn | SQL, term: string): SQL =>
  sql`${column} LIKE ${likePattern(term)} ESCAPE '\\'`;

/** True when any element of a JSON array of strings contains the term. */
export const jsonArrayContains = (column: AnyColumn, term: string): SQL =>
  sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE json_each.value LIKE ${likePattern(term)} ESCAPE '\\')`;

/** OR of `contains` over the given columns, or undefined when there is no search text. */
export function searchAny(term: string | undefined, columns: (AnyColumn | SQL)[], extra: SQL[] = []): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  return or(...columns.map((column) => contains(column, text)), ...extra);
}

export async function countWhere(db: Database, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** One page of a table's rows and the total matching `where`, read in parallel. */
export async function pageOf<T extends SQLiteTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  query: PageQuery,
): Promise<Paged<T["$inferSelect"]>> {
  const [items, total] = await Promise.all([
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offsetOf(query)),
    countWhere(db, table, where),
  ]);
  return { items: items as T["$inferSelect"][], total };
}

/** Visitors see what is published (approved, active); staff (a valid admin session) see every row. */
export interface Visibility {
  includeHidden: boolean;
}
