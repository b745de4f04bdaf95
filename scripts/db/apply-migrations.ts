import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_splitSqlQuery as splitSqlQuery } from "wrangler";

/** wrangler's default table of applied migrations (`migrations_table` is not set in wrangler.toml). */
const MIGRATIONS_TABLE = "d1_migrations";

/**
 * Applies the migrations in `dir` that `db` has not applied yet, as `wrangler d1 migrations apply
 * --local` does: its table (same columns), each file split by wrangler's own splitter and run with
 * its row in one batch, in file order. So wrangler later sees them applied. What differs is the cost:
 * wrangler starts a runtime for each migration (about a core-second each, 40 of them); this runs
 * them all in the caller's one (scripts/db/seeded-state.sh, through the seed's proxy).
 */
export async function applyMigrations(db: D1Database, dir = "migrations"): Promise<void> {
  // wrangler's statement, to the character (getCreateMigrationsTableQuery in wrangler 4).
  await db
    .prepare(`CREATE TABLE IF NOT EXISTS "${MIGRATIONS_TABLE}"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`)
    .run();
  const { results } = await db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  for (const name of pending) {
    const queries = splitSqlQuery(readFileSync(join(dir, name), "utf8"));
    await db.batch([
      ...queries.map((query) => db.prepare(query)),
      db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name) VALUES (?)`).bind(name),
    ]);
  }
}
