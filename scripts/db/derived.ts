import { readFileSync } from "node:fs";

/**
 * The full-text search objects (virtual tables, their triggers and view) are derived from the tables:
 * D1's export refuses a database with virtual tables, so a backup leaves them out and a restore builds
 * them again, with their contents, by running the migrations that made them, in order.
 */
export const SEARCH_MIGRATIONS = [
  "migrations/0011_site_search.sql",
  "migrations/0025_search_at_scale.sql",
  "migrations/0032_search_vocabulary.sql",
] as const;

/** FTS5 keeps each virtual table's index in shadow tables named after it. */
const FTS5_SHADOWS = ["data", "idx", "content", "docsize", "config"];

const created = (sql: string, kind: string) =>
  [...sql.matchAll(new RegExp(`CREATE ${kind} (?:IF NOT EXISTS )?[\`"]?(\\w+)`, "g"))].map(([, name = ""]) => name);

/** Every schema object the search migrations create, with the virtual tables' shadow tables. */
export function derivedNames(
  migrationSql = SEARCH_MIGRATIONS.map((file) => readFileSync(file, "utf8")).join("\n"),
): Set<string> {
  const virtual = created(migrationSql, "VIRTUAL TABLE");
  return new Set([
    ...virtual,
    ...virtual.flatMap((table) => FTS5_SHADOWS.map((suffix) => `${table}_${suffix}`)),
    ...created(migrationSql, "TRIGGER"),
    ...created(migrationSql, "VIEW"),
  ]);
}

/** FTS5's shadow tables: storage details whose row counts differ between two builds of the same index. */
export const isShadowTable = (name: string, derived: Set<string>) =>
  derived.has(name) &&
  FTS5_SHADOWS.some((suffix) => name.endsWith(`_${suffix}`) && derived.has(name.slice(0, -suffix.length - 1)));
