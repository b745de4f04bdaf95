import type { Database } from "@db/client";
import { rowCounts } from "@db/schema";
import { and, eq, gte, inArray, lt } from "drizzle-orm";

/**
 * Reads of the counts the triggers keep (migrations/0023_row_count_triggers.sql): a few primary-key
 * lookups where the dashboard used to count whole tables (issue 29).
 */

/** A table's total, or its rows with one column's value: "contacts", "contacts.status.unread". */
export type CountKey = string;

/** One key's count, as a one-row `value` query (a list's total: keyset.ts's Total). */
export const maintainedCount = (db: Database, key: CountKey) =>
  db.select({ value: rowCounts.count }).from(rowCounts).where(eq(rowCounts.key, key));

/** The counts of these keys, in one statement (for a batch); a key never counted reads as 0. */
export const countsQuery = (db: Database, keys: readonly CountKey[]) =>
  db
    .select()
    .from(rowCounts)
    .where(inArray(rowCounts.key, [...keys]));

/** Every key under "table.column." (a primary-key range): the column's value → its rows. */
export const countsByValueQuery = (db: Database, table: string, column: string) => {
  const prefix = `${table}.${column}.`;
  // The last code point sorts after every character a value can hold.
  return db
    .select()
    .from(rowCounts)
    .where(and(gte(rowCounts.key, prefix), lt(rowCounts.key, `${prefix}\u{10FFFF}`)));
};

/** Rows of countsQuery as a lookup that answers 0 for a missing key. */
export function countOf(rows: { key: string; count: number }[]) {
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return (key: CountKey) => counts.get(key) ?? 0;
}

/** Rows of countsByValueQuery as value → count, leaving out values no row holds any more. */
export function byValue(rows: { key: string; count: number }[], table: string, column: string) {
  const prefix = `${table}.${column}.`;
  return rows
    .filter((row) => row.count > 0 && row.key.startsWith(prefix))
    .map((row) => ({ value: row.key.slice(prefix.length), count: row.count }));
}
