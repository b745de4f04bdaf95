import type { Database } from "@db/client";
import { type Cursor, type CursorQuery, cursorText } from "@domain/schemas/cursor";
import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { offsetOf, type Paged, type PageQuery } from "./query";

/** A page found by keyset, and the cursors of the pages on either side (null at an end). */
export interface KeysetPage<T> extends Paged<T> {
  next: string | null;
  prev: string | null;
  /** More rows match than `total`: a search's count stopped there (decision 026). */
  totalCapped: boolean;
}

/** The order's key: a timestamp column and the id that breaks its ties (indexed together), and a row's cursor. */
export interface OrderKey<Row> {
  at: SQLiteColumn;
  id: SQLiteColumn;
  of: (row: Row) => Cursor;
}

/** The newest-first key of a table whose rows carry `createdAt` and an integer `id` (the staff lists'). */
export const byCreation = <Row extends { createdAt: string; id: number }>(table: {
  createdAt: SQLiteColumn;
  id: SQLiteColumn;
}): OrderKey<Row> => ({ at: table.createdAt, id: table.id, of: (row) => ({ at: row.createdAt, id: row.id }) });

/**
 * The list's total. `count` is a query answering one row whose `value` is the count (a count over the
 * filter, or a maintained count), or the count itself when a search's planning already counted it.
 * With `upTo`, the count stops one past it: a count above `upTo` means "more than `upTo`".
 */
export interface Total {
  count: BatchItem<"sqlite"> | number;
  upTo?: number;
}

/** The rows after a cursor in the newest-first order: one range on the (at, id) index. */
export const olderThan = (key: Pick<OrderKey<unknown>, "at" | "id">, c: Cursor) =>
  sql`(${key.at}, ${key.id}) < (${c.at}, ${c.id})`;

/**
 * An export's next batch (csv-stream.ts): the `limit` rows after a cursor (none: from the newest) in
 * the newest-first order, straight off the index whatever the depth, where an OFFSET would skip ever
 * more rows.
 */
export function keysetBatch<T extends SQLiteTable, Row extends T["$inferSelect"]>(
  db: Database,
  table: T,
  key: OrderKey<Row>,
  where: SQL | undefined,
  after: Cursor | null,
  limit: number,
): Promise<Row[]> {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(where, after ? olderThan(key, after) : undefined))
    .orderBy(desc(key.at), desc(key.id))
    .limit(limit) as Promise<Row[]>;
}

/**
 * One page of a newest-first list by keyset (issue 29): `after` a cursor reads the next rows older
 * than it, `before` the rows newer (then shown newest first), both straight off the (at, id) index,
 * so page 500 costs what page 1 does. Without a cursor, `page` is an OFFSET as before (the first
 * page, and old links). One row past the page tells whether there is a next one.
 */
export async function keysetPageOf<T extends SQLiteTable, Row extends T["$inferSelect"]>(
  db: Database,
  table: T,
  key: OrderKey<Row>,
  where: SQL | undefined,
  query: PageQuery & CursorQuery,
  total: Total,
): Promise<KeysetPage<Row>> {
  const { after, before, limit } = query;
  const past = (c: Cursor) => olderThan(key, c);
  const ahead = (c: Cursor) => sql`(${key.at}, ${key.id}) > (${c.at}, ${c.id})`;
  const page = db
    .select()
    .from(table as SQLiteTable)
    .where(and(where, after ? past(after) : before ? ahead(before) : undefined))
    .orderBy(...(before ? [asc(key.at), asc(key.id)] : [desc(key.at), desc(key.id)]))
    .limit(limit + 1)
    .offset(after || before ? 0 : offsetOf(query));
  // One round trip to D1 for the page and its total.
  const [rows, counted] =
    typeof total.count === "number"
      ? [(await page) as Row[], [{ value: total.count }]]
      : ((await db.batch([page, total.count])) as [Row[], { value: number }[]]);
  const value = Number(counted[0]?.value ?? 0);
  const cap = total.upTo;
  const totalCapped = cap !== undefined && value > cap;
  const more = rows.length > limit;
  const items = before ? rows.slice(0, limit).reverse() : rows.slice(0, limit);
  const cursorOf = (row: Row | undefined) => (row ? cursorText(key.of(row)) : null);
  // Newer rows exist when we came from a cursor (or a later page), or when `before` found more than a page.
  const newer = before ? more : Boolean(after) || query.page > 1;
  const older = before ? true : more;
  return {
    items,
    total: totalCapped ? cap : value,
    totalCapped,
    next: older && items.length ? cursorOf(items.at(-1)) : null,
    prev: newer && items.length ? cursorOf(items[0]) : null,
  };
}
