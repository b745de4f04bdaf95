import { bumpContentVersion } from "@worker/edge/content-version";

/**
 * Empties the storage one test file leaves behind, so the next file in the same Workers runtime starts
 * as on a new machine: every D1 object dropped (migrations then rebuild the schema), every KV key and
 * R2 object deleted, nothing cached reachable.
 *
 * Autoincrement counters are carried over rather than restarted: a queue message the previous file
 * sent (an outbox row's id) may still arrive, and must find no row rather than the next file's.
 */
export async function resetStorage(env: Pick<Env, "DB" | "SESSIONS" | "MEDIA">): Promise<void> {
  await resetDatabase(env.DB);
  await emptyKv(env.SESSIONS);
  await emptyBucket(env.MEDIA);
  // The edge cache (Cache API and the isolate's memory) cannot be listed; a content version never
  // used before leaves every answer cached by earlier files unreachable, as on a new machine.
  await bumpContentVersion({ sessions: env.SESSIONS });
}

/** A name as an SQL identifier. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface SchemaObject {
  type: "table" | "trigger" | "view";
  name: string;
  sql: string | null;
}

async function resetDatabase(db: D1Database): Promise<void> {
  const { results: objects } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'trigger', 'view')",
    )
    .all<SchemaObject>();
  if (objects.length === 0) return;
  const { results: counters } = await db
    .prepare("SELECT name, seq FROM sqlite_sequence")
    .all<{ name: string; seq: number }>();

  // A virtual table drops its own shadow tables (search_index_data, …), which must not be named again.
  const virtual = objects.filter((o) => o.type === "table" && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""));
  const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  const plain = objects.filter((o) => o.type === "table" && !virtual.includes(o) && !isShadow(o.name));
  const order = await childrenFirst(
    db,
    plain.map((o) => o.name),
  );
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
