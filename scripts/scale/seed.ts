/**
 * `npm run seed:scale [-- --state DIR]`: a separate local database at ten years' scale (issue 29):
 * the demo content, then 10,000 articles, 100,000 enquiries with their notes and history, 50,000
 * subscribers, 200,000 audit rows and 60 attorneys in all, generated deterministically
 * (scripts/scale/generate.ts). The developer's own database (.wrangler/state) is never touched.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { proxiedD1 } from "../db/proxied-d1";
import { articles, attorneys, auditRows, enquiries, random, SCALE, subscribers } from "./generate";
import { SCALE_STATE } from "./state";

/** D1 refuses statements over 100 KB. */
const MAX_STATEMENT_BYTES = 90_000;
const STATEMENTS_PER_BATCH = 25;

const { values } = parseArgs({ options: { state: { type: "string", default: SCALE_STATE } } });
const state = values.state as string;
const log = (text: string) => process.stderr.write(`${text}\n`);
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });

log(`seed:scale: a fresh database in ${state}, migrated and seeded with the demo content`);
rmSync(state, { recursive: true, force: true });
run("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
run("node_modules/.bin/tsx", ["scripts/seed.ts", "--persist-to", state]);

const proxy = await getPlatformProxy<Cloudflare.Env>({ configPath: "wrangler.toml", persist: { path: `${state}/v3` } });
const db = proxiedD1(proxy.env.DB);

/** Writes tuples into `table (columns)` as multi-row INSERTs under D1's statement size, in batches. */
async function insert(table: string, columns: string, tuples: Iterable<readonly (string | number)[]>) {
  const head = `INSERT INTO ${table} (${columns}) VALUES `;
  let pending: D1PreparedStatement[] = [];
  let values: string[] = [];
  let bytes = head.length;
  let rows = 0;
  const flushStatement = () => {
    if (values.length) pending.push(db.prepare(head + values.join(",")));
    values = [];
    bytes = head.length;
  };
  const flushBatch = async () => {
    flushStatement();
    if (pending.length) await db.batch(pending);
    pending = [];
  };
  for (const tuple of tuples) {
    const value = `(${tuple.join(",")})`;
    if (bytes + value.length > MAX_STATEMENT_BYTES) flushStatement();
    if (pending.length >= STATEMENTS_PER_BATCH) await flushBatch();
    values.push(value);
    bytes += value.length + 1;
    rows += 1;
  }
  await flushBatch();
  log(`seed:scale: ${table}: ${rows.toLocaleString("en-US")} rows`);
}

try {
  const r = random(29);
  const admin = await db.prepare("SELECT id FROM admin_users ORDER BY id LIMIT 1").first<{ id: number }>();
  if (!admin) throw new Error("the demo seed made no administrator (is DEMO_MODE on in wrangler.toml?)");
  const seeded = await db.prepare("SELECT id FROM team_members").all<{ id: string }>();
  const newAttorneys = [...attorneys(r, SCALE.attorneys - seeded.results.length)];
  await insert(
    "team_members",
    "id, name, role, department, bio, specialties, sort_order",
    newAttorneys.map((a) => a.row),
  );
  const attorneyIds = [...seeded.results.map((row) => row.id), ...newAttorneys.map((a) => a.id)];
  await insert(
    "blog_posts",
    "title, slug, author, author_id, excerpt, content, category, tags, status, publish_date, views, created_at, updated_at",
    articles(r, SCALE.articles, attorneyIds),
  );

  // Enquiries keep their ids above the demo's, so the history and notes can name them.
  const maxContact = await db.prepare("SELECT coalesce(max(id), 0) AS id FROM contacts").first<{ id: number }>();
  const offset = maxContact?.id ?? 0;
  const contacts: (string | number)[][] = [];
  const history: (string | number)[][] = [];
  const notes: (string | number)[][] = [];
  for (const e of enquiries(r, SCALE.enquiries, admin.id, attorneyIds)) {
    const shift = (row: (string | number)[]) => [Number(row[0]) + offset, ...row.slice(1)];
    contacts.push(shift(e.contact));
    history.push(...e.history.map(shift));
    notes.push(...e.notes.map(shift));
  }
  await insert(
    "contacts",
    "id, name, email, subject, message, practice_area_name, status, assigned_to, opened_at, created_at, updated_at",
    contacts,
  );
  await insert("contact_status_history", "contact_id, status, changed_by_id, created_at", history);
  await insert("contact_notes", "contact_id, author_id, author_name, body, created_at", notes);
  await insert(
    "newsletter_subscribers",
    "email, status, unsubscribed_at, confirmed_at, token, created_at, updated_at",
    subscribers(r, SCALE.subscribers),
  );
  await insert(
    "audit_log",
    "created_at, actor_id, actor_email, address, action, entity, entity_id",
    auditRows(r, SCALE.auditRows, admin.id),
  );
  const size = await db.prepare("SELECT 1").run();
  log(`seed:scale: done; the database is ${(Number(size.meta.size_after) / 1024 / 1024).toFixed(1)} MiB`);
} finally {
  await proxy.dispose();
}
