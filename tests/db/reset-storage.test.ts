import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { resetStorage } from "../setup/reset-storage";

/** The state a reset must leave: the schema, the migrations' own rows, and indexes FTS5 finds sound. */
async function snapshot() {
  const read = async (sql: string) => (await env.DB.prepare(sql).all()).results;
  const schema = await read("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE '_cf_%' ORDER BY name");
  const kept = {
    consent: await read("SELECT version, text FROM consent_texts ORDER BY version"),
    counts: await read("SELECT key, count FROM row_counts ORDER BY key"),
    contacts: await read("SELECT count(*) AS n FROM contacts"),
    search: await read("SELECT count(*) AS n FROM search_index"),
  };
  for (const index of ["contacts_search", "audit_log_search", "search_index"]) {
    await env.DB.prepare(`INSERT INTO ${index} (${index}) VALUES ('integrity-check')`).run();
  }
  return { schema, kept };
}

const contact = (email: string) =>
  env.DB.prepare(
    "INSERT INTO contacts (name, email, subject, message, created_at) VALUES ('Ann Reset', ?, 'Lease', 'Hello', '2026-01-01T00:00:00.000Z')",
  ).bind(email);

describe("the storage reset between test files", () => {
  it("deletes every row but the migrations' own, leaving sound search indexes and working triggers", async () => {
    const before = await snapshot();
    await env.DB.batch([contact("a@example.com"), contact("b@example.com")]);
    await env.DB.prepare(
      "INSERT INTO blog_posts (slug, title, author, content, status, publish_date) VALUES ('reset', 'Reset', 'A', '<p>x</p>', 'published', '2026-01-01T00:00:00.000Z')",
    ).run();
    await resetStorage(env);
    expect(await snapshot()).toEqual(before);

    await contact("c@example.com").run();
    const found = await env.DB.prepare("SELECT rowid FROM contacts_search WHERE contacts_search MATCH 'ann'").all();
    expect(found.results).toHaveLength(1);
    expect(await env.DB.prepare("SELECT count FROM row_counts WHERE key = 'contacts'").first("count")).toBe(1);
  });

  it("rebuilds a schema a file changed, views and triggers included", async () => {
    await resetStorage(env);
    const before = await snapshot();
    await env.DB.prepare("DROP TABLE blog_posts").run();
    await resetStorage(env);
    expect(await snapshot()).toEqual(before);
  });
});
