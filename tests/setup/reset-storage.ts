import { applyD1Migrations } from "cloudflare:test";
import { bumpContentVersion } from "@worker/edge/content-version";

type TestEnv = Pick<Cloudflare.Env, "DB" | "SESSIONS" | "MEDIA" | "TEST_MIGRATIONS">;

/**
 * Brings storage to what the real migrations leave on a new machine, so each test file starts as on
 * one: the migrated schema with the rows the migrations insert and no others, every KV key and R2
 * object deleted, nothing cached reachable.
 *
 * The migrations run once per run: between files only rows are deleted. A file that changed the
 * schema (dropped a table, say) leaves a schema unlike the migrated one, and only then is every
 * object dropped and the migrations applied again.
 *
 * Autoincrement counters are carried over rather than restarted: a queue message the previous file
 * sent (an outbox row's id) may still arrive, and must find no row rather than the next file's.
 */
export async function resetStorage(env: TestEnv): Promise<void> {
  const { schema, statistics } = await readSchema(env.DB);
  if (migrated && sameSchema(schema, migrated.schema)) {
    await env.DB.batch([...migrated.emptying(env.DB), ...forgetStatistics(env.DB, statistics)]);
  } else {
    migrated = await migrate(env);
  }
  await emptyKv(env.SESSIONS);
  await emptyBucket(env.MEDIA);
  // The edge cache (Cache API and the isolate's memory) cannot be listed; a content version never
  // used before leaves every answer cached by earlier files unreachable, as on a new machine.
  await bumpContentVersion({ sessions: env.SESSIONS });
}

/** A name as an SQL identifier. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface SchemaObject {
  type: "index" | "table" | "trigger" | "view";
  name: string;
  sql: string | null;
}

/** The migrated schema (kept by the runtime's module cache from file to file) and how to empty it. */
interface Migrated {
  schema: SchemaObject[];
  emptying: (db: D1Database) => D1PreparedStatement[];
}

let migrated: Migrated | undefined;

/**
 * Every schema object but SQLite's own (sqlite_sequence, autoindexes) and D1's (`_cf_` tables), in a
 * stable order; and the tables of statistics ANALYZE wrote, if any.
 */
async function readSchema(db: D1Database): Promise<{ schema: SchemaObject[]; statistics: string[] }> {
  const { results } = await db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY type, name")
    .all<SchemaObject>();
  return {
    schema: results.filter((o) => !o.name.startsWith("sqlite_")),
    statistics: results.filter((o) => o.type === "table" && o.name.startsWith("sqlite_stat")).map((o) => o.name),
  };
}

/**
 * Statistics a file wrote (tests/db/query-plans.test.ts loads a large database's) would steer the next
 * files' query plans; the migrated database has none. `ANALYZE sqlite_schema` reloads them: none.
 */
const forgetStatistics = (db: D1Database, tables: string[]) =>
  tables.length === 0
    ? []
    : [...tables.map((t) => db.prepare(`DELETE FROM ${quoted(t)}`)), db.prepare("ANALYZE sqlite_schema")];

const sameSchema = (a: SchemaObject[], b: SchemaObject[]) =>
  a.length === b.length && a.every((o, i) => o.type === b[i]?.type && o.name === b[i]?.name && o.sql === b[i]?.sql);

/** Drops whatever schema there is, applies the migrations and notes what they leave. */
async function migrate(env: TestEnv): Promise<Migrated> {
  await dropEverything(env.DB, (await readSchema(env.DB)).schema);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const { schema } = await readSchema(env.DB);
  const { virtual, plain } = tables(schema);
  // d1_migrations keeps its rows: they say the migrations are applied.
  const order = (await childrenFirst(env.DB, plain)).filter((name) => name !== "d1_migrations");
  const kept = await keptRows(env.DB, order);

  // An fts5vocab table is a read-only view of its index's words: emptying the index empties it.
  const indexes = virtual.filter(({ sql }) => !/\bUSING\s+fts5vocab\b/i.test(sql ?? ""));
  const emptyVirtual = indexes.map(({ name, sql }) => {
    // An external-content or contentless FTS5 index cannot be emptied with DELETE: it has its own command.
    const ownCommand = /\bcontent\s*=/i.test(sql ?? "");
    return ownCommand
      ? `INSERT INTO ${quoted(name)} (${quoted(name)}) VALUES ('delete-all')`
      : `DELETE FROM ${quoted(name)}`;
  });
  const deletes = order.map((name) => `DELETE FROM ${quoted(name)}`);
  const statements = [
    // Foreign keys are checked at commit, when every table is empty.
    "PRAGMA defer_foreign_keys = on",
    // Twice: deleting rows fires the migrations' triggers, which write to tables already emptied
    // (row_counts, the search indexes). The second round finds rows only there and fires nothing.
    ...deletes,
    ...deletes,
    ...emptyVirtual,
  ];
  return {
    schema,
    emptying: (db) => [
      ...statements.map((sql) => db.prepare(sql)),
      ...kept.flatMap(({ table, columns, rows }) => {
        const insert = `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
        return rows.map((row) => db.prepare(insert).bind(...row));
      }),
    ],
  };
}

/** The virtual tables (FTS5 indexes) and the plain ones, leaving out the virtual tables' own shadow tables. */
function tables(schema: SchemaObject[]) {
  const all = schema.filter((o) => o.type === "table");
  // A virtual table owns its shadow tables (search_index_data, …): they are emptied or dropped with it.
  const virtual = all.filter((o) => /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""));
  const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  const plain = all.filter((o) => !virtual.includes(o) && !isShadow(o.name)).map((o) => o.name);
  return { virtual, plain };
}

/** The rows the migrations themselves insert (a consent text, zero row counts), to put back after each file. */
async function keptRows(db: D1Database, tables: string[]) {
  const results = await db.batch(tables.map((t) => db.prepare(`SELECT * FROM ${quoted(t)}`)));
  return tables
    .map((table, i) => {
      const rows = (results[i]?.results ?? []) as Record<string, unknown>[];
      const columns = Object.keys(rows[0] ?? {});
      return { table, columns, rows: rows.map((row) => columns.map((c) => row[c])) };
    })
    .filter(({ rows }) => rows.length > 0)
    .reverse(); // Parents first.
}

async function dropEverything(db: D1Database, objects: SchemaObject[]): Promise<void> {
  if (objects.length === 0) return;
  const { results: counters } = await db
    .prepare("SELECT name, seq FROM sqlite_sequence")
    .all<{ name: string; seq: number }>();
  const { virtual, plain } = tables(objects);
  const order = await childrenFirst(db, plain);
  await db.batch([
    // Foreign keys are checked at commit, when every table is gone.
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...objects.filter((o) => o.type === "trigger").map((o) => db.prepare(`DROP TRIGGER ${quoted(o.name)}`)),
    ...objects.filter((o) => o.type === "view").map((o) => db.prepare(`DROP VIEW ${quoted(o.name)}`)),
    ...virtual.map((o) => db.prepare(`DROP TABLE ${quoted(o.name)}`)),
    ...order.map((name) => db.prepare(`DROP TABLE ${quoted(name)}`)),
  ]);
  if (counters.length === 0) return;
  // Dropping a table forgets its counter; the table is created again by the migrations, empty, so its
  // first row takes the next id after the previous file's last.
  await db.batch(
    counters.map((c) => db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)").bind(c.name, c.seq)),
  );
}

/**
 * The tables ordered so that each comes before the tables its foreign keys name: dropping a table
 * deletes its rows first, and a row whose parent table is already gone cannot be checked.
 */
async function childrenFirst(db: D1Database, tables: string[]): Promise<string[]> {
  const lists = await db.batch<{ table: string }>(
    tables.map((t) => db.prepare(`PRAGMA foreign_key_list(${quoted(t)})`)),
  );
  const parents = new Map(tables.map((t, i) => [t, new Set((lists[i]?.results ?? []).map((f) => f.table))]));
  const order: string[] = [];
  let left = [...tables];
  while (left.length > 0) {
    // A table no other remaining table points at can go now.
    const free = left.filter((t) => !left.some((other) => other !== t && parents.get(other)?.has(t)));
    if (free.length === 0) throw new Error(`foreign keys form a cycle among: ${left.join(", ")}`);
    order.push(...free);
    left = left.filter((t) => !free.includes(t));
  }
  return order;
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
