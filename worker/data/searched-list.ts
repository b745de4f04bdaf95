import type { Database } from "@db/client";
import type { CursorQuery } from "@domain/schemas/cursor";
import { count, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { type ListIndex, plannedListSearch } from "./full-text";
import { type KeysetPage, keysetPageOf, type OrderKey } from "./keyset";
import type { PageQuery } from "./query";
import { type CountKey, maintainedCount } from "./row-counts";

/** A staff list searched through its full-text index and paged by keyset: activity, enquiries, subscribers. */
export interface SearchedList<T extends SQLiteTable, Row> {
  table: T;
  index: ListIndex;
  key: OrderKey<Row>;
}

/** What one page asks: a search, a page or a cursor on either side, and how many. */
export type SearchedListQuery = PageQuery & CursorQuery & { search?: string | undefined };

/**
 * One page of the list: a search is planned over the index, which also counts its matches (capped,
 * decision 026); without one, `unsearchedTotal` counts what the filters let through.
 */
export async function searchedListPage<T extends SQLiteTable, Row extends T["$inferSelect"]>(
  db: Database,
  list: SearchedList<T, Row>,
  query: SearchedListQuery,
  filters: SQL | undefined,
  unsearchedTotal: (where: SQL | undefined) => BatchItem<"sqlite">,
): Promise<KeysetPage<Row>> {
  const { table, index, key } = list;
  const { where, total } = await plannedListSearch(db, table, key.id, index, query.search, filters);
  return keysetPageOf(db, table, key, where, query, total ?? { count: unsearchedTotal(where) });
}

/** A total without a search: the maintained count (row-counts.ts) when nothing filters, else a count over the filter. */
export const filteredOrMaintainedCount =
  (db: Database, table: SQLiteTable, key: CountKey) => (where: SQL | undefined) =>
    where ? db.select({ value: count() }).from(table).where(where) : maintainedCount(db, key);
