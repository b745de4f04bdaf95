/** The column helpers every table shares: timestamps, CHECKs from constant lists, booleans, SEO overrides. */
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 UTC with milliseconds, computed by SQLite so raw inserts get it too. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const timestamps = {
  createdAt: text("created_at").notNull().default(nowIso),
  updatedAt: text("updated_at")
    .notNull()
    .default(nowIso)
    .$onUpdate(() => new Date().toISOString()),
};

/** `column IN ('a', 'b')` for a CHECK constraint from one of the constant lists. */
export function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

export const booleanColumn = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

/** Optional per-page SEO overrides; null means the generated default (title, excerpt, image or card). */
export const seoColumns = {
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  socialImage: text("social_image"),
};

/** The table's own row id, counted up by SQLite and never reused. */
export const serialId = () => integer("id").primaryKey({ autoIncrement: true });

/** A row that belongs to a parent row and is deleted with it. */
export const belongsTo = (name: string, parent: () => AnySQLiteColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });
