import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";

/**
 * Row counts kept by triggers (migration row_count_triggers), so the dashboard reads a few keys
 * instead of counting whole tables on every view (issue 29). Keys: a table's name ("contacts"),
 * or a table, a column and a value ("contacts.status.unread", "contacts.practice_area.Family Law").
 */
export const rowCounts = sqliteTable("row_counts", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
});

/** Small key/value facts about the database itself, e.g. which demo seed has run. */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});
