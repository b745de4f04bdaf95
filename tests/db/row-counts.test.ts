import { env } from "cloudflare:workers";
import { auditLog, blogPosts, contacts, newsletterSubscribers, rowCounts, teamMembers, testimonials } from "@db/schema";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb, unique } from "../support/db";
import { migrationStatements } from "../support/migrations";

/**
 * The counts the dashboard reads (migrations/0023_row_count_triggers.sql) against the real thing:
 * after every kind of write, each maintained key equals a count over its table.
 */
const db = () => testDb();

/** What the counts should be, counted the slow way. */
async function countedNow(): Promise<Record<string, number>> {
  const read = (sql: string) => env.DB.prepare(sql).all<{ key: string; n: number }>();
  const parts = await Promise.all([
    read("SELECT 'contacts' AS key, count(*) AS n FROM contacts"),
    // The state staff see: retained once signed (migration 0035), else the status.
    read(
      "SELECT 'contacts.status.' || iif(retained_at IS NULL, status, 'retained') AS key, count(*) AS n FROM contacts GROUP BY key",
    ),
    read(
      "SELECT 'contacts.practice_area.' || coalesce(practice_area_name, '') AS key, count(*) AS n FROM contacts GROUP BY practice_area_name",
    ),
    read("SELECT 'testimonials' AS key, count(*) AS n FROM testimonials"),
    read("SELECT 'testimonials.status.' || status AS key, count(*) AS n FROM testimonials GROUP BY status"),
    read("SELECT 'blog_posts' AS key, count(*) AS n FROM blog_posts"),
    read("SELECT 'team_members' AS key, count(*) AS n FROM team_members"),
    read("SELECT 'newsletter_subscribers' AS key, count(*) AS n FROM newsletter_subscribers"),
    read("SELECT 'audit_log' AS key, count(*) AS n FROM audit_log"),
  ]);
  return Object.fromEntries(
    parts.flatMap((part) => part.results.filter((row) => row.n > 0).map((row) => [row.key, row.n])),
  );
}

/** The maintained counts, without keys whose rows are all gone (a count of 0). */
async function maintained(): Promise<Record<string, number>> {
  const rows = await db().select().from(rowCounts);
  return Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [row.key, row.count]));
}

const expectInStep = async () => expect(await maintained()).toEqual(await countedNow());

const enquiry = (fields: Partial<typeof contacts.$inferInsert> = {}) => ({
  name: unique("Counted"),
  email: "counted@example.com",
  subject: "S",
  message: "M",
  ...fields,
});

describe("maintained row counts", () => {
  it("follow inserts, changes of status and practice area, and deletes", async () => {
    await expectInStep();
    const added = await db()
      .insert(contacts)
      .values([enquiry({ practiceArea: "Family Law" }), enquiry(), enquiry({ practiceArea: "Real Estate Law" })])
      .returning({ id: contacts.id });
    await db()
      .insert(testimonials)
      .values([
        { name: unique("T"), content: "Good", status: "pending" },
        { name: unique("T"), content: "Good", status: "approved" },
      ]);
    await db()
      .insert(blogPosts)
      .values({ title: unique("P"), slug: unique("p"), author: "A", content: "<p>x</p>" });
    await db()
      .insert(teamMembers)
      .values({ id: unique("counted"), name: "M", role: "Partner" });
    const [subscriber] = await db()
      .insert(newsletterSubscribers)
      .values({ email: `${unique("counted")}@example.com` })
      .returning();
    const [entry] = await db().insert(auditLog).values({ action: "create", entity: "contact" }).returning();
    await expectInStep();
    await db()
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber?.id ?? 0));
    await db()
      .delete(auditLog)
      .where(eq(auditLog.id, entry?.id ?? 0));

    const [first, second, third] = added.map((row) => row.id) as [number, number, number];
    await db().update(contacts).set({ status: "handled" }).where(eq(contacts.id, first));
    await db().update(contacts).set({ practiceArea: "Other", status: "responded" }).where(eq(contacts.id, second));
    // A write that changes neither counted column moves nothing.
    await db().update(contacts).set({ subject: "Changed" }).where(eq(contacts.id, third));
    // Signed: the enquiry leaves its status's count for the retained one; a later status change keeps it there.
    await db().update(contacts).set({ retainedAt: "2026-11-29T10:00:00.000Z" }).where(eq(contacts.id, third));
    await db().update(contacts).set({ status: "responded" }).where(eq(contacts.id, third));
    await db().update(testimonials).set({ status: "rejected" }).where(eq(testimonials.status, "pending"));
    await expectInStep();

    await db()
      .delete(contacts)
      .where(inArray(contacts.id, [first, third]));
    await db().delete(testimonials).where(eq(testimonials.status, "rejected"));
    await db().delete(blogPosts).where(sql`${blogPosts.title} LIKE 'P-%'`);
    await expectInStep();
  });

  it("are counted from the rows an existing database holds when the migration runs", async () => {
    await db()
      .insert(contacts)
      .values([
        enquiry({ status: "responded" }),
        enquiry({ practiceArea: "Other" }),
        enquiry({ status: "handled", retainedAt: "2026-11-29T10:00:00.000Z" }),
      ]);
    // An upgraded database: counts that never saw these rows, then the migration's last statement.
    await db().delete(rowCounts);
    const backfill = migrationStatements("row_count_triggers", /INSERT OR REPLACE INTO row_counts/);
    expect(backfill).toHaveLength(5);
    // Migration 0029 counts enquiries by area again, from the column that replaced practice_area.
    const byArea = migrationStatements("practice_area_name", /\b(DELETE FROM|INSERT INTO) row_counts/);
    expect(byArea).toHaveLength(2);
    // Migration 0035 counts enquiries by state again: a retained one under "retained", not its status.
    const byState = migrationStatements("letters", /\b(DELETE FROM|INSERT INTO) row_counts/);
    expect(byState).toHaveLength(2);
    await env.DB.batch([...backfill, ...byArea, ...byState].map((query) => env.DB.prepare(query)));
    await expectInStep();
    expect((await maintained()).contacts).toBeGreaterThanOrEqual(3);
    expect((await maintained())["contacts.status.retained"]).toBeGreaterThanOrEqual(1);
  });
});
