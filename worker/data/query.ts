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

/**
 * Case-insensitive "contains" (ASCII case, as SQLite's LIKE). Not LIKE itself: D1 refuses LIKE
 * patterns over 50 bytes ("pattern too complex"), so a long search would fail, and `instr` has no
 * wildcards to escape: a search for "50%" or "a_b" means that text.
 */
export const contains = (column: AnyColumn | SQL, term: string): SQL =>
  sql`instr(lower(${column}), lower(${term})) > 0`;

/** The column begins with the prefix (not LIKE: D1 refuses patterns over 50 bytes, and a long name makes one). */
export const startsWith = (column: AnyColumn | SQL, prefix: string): SQL =>
  sql`substr(${column}, 1, length(${prefix})) = ${prefix}`;

/**
 * OR of `contains` over the given columns, or undefined when there is no search text. Only for small
 * tables (attorneys, practice areas, CSP reports): growing lists search their full-text index (full-text.ts).
 */
export function searchAny(term: string | undefined, columns: (AnyColumn | SQL)[], extra: SQL[] = []): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  return or(...columns.map((column) => contains(column, text)), ...extra);
}

/** One page of a table's rows and the total matching `where`, read in one batch. */
export async function pageOf<T extends SQLiteTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: SQL[],
  query: PageQuery,
): Promise<Paged<T["$inferSelect"]>> {
  // One round trip to D1 for both.
  const [items, [counted]] = await db.batch([
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { items: items as T["$inferSelect"][], total: counted?.value ?? 0 };
}

/** The first row of a table matching `where`, or null when there is none. */
export async function firstOf<T extends SQLiteTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
): Promise<T["$inferSelect"] | null> {
  const [row] = await db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .limit(1);
  return (row as T["$inferSelect"] | undefined) ?? null;
}

/** Visitors see what is published (approved, active); staff (a valid admin session) see every row. */
export interface Visibility {
  includeHidden: boolean;
}
