import { env } from "cloudflare:workers";
import { blogPosts, revisions } from "@db/schema";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb, unique } from "../support/db";
import { migrationStatements } from "../support/migrations";

/** Migration article_content_updated_at's backfill, run on posts an earlier version wrote. */
const backfill = () => migrationStatements("article_content_updated_at", /\bUPDATE `blog_posts`/);

const post = (fields: Partial<typeof blogPosts.$inferInsert>) => ({
  title: "t",
  slug: unique("post"),
  author: "a",
  content: "<p>c</p>",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...fields,
});

describe("migration article_content_updated_at", () => {
  it("dates each post by its newest saved revision, else its publishing, else its creation; never updated_at", async () => {
    const db = testDb();
    const [edited, seeded, draft] = await db
      .insert(blogPosts)
      .values([
        post({ status: "published", publishDate: "2025-02-01T00:00:00.000Z" }),
        post({ status: "published", publishDate: "2025-03-01T00:00:00.000Z" }),
        post({}),
      ])
      .returning({ id: blogPosts.id });
    const revision = (entityId: number, createdAt: string, event: "published_on_schedule" | null = null) => ({
      kind: "post" as const,
      entityId: String(entityId),
      fields: {},
      createdAt,
      event,
      eventAt: event ? createdAt : null,
    });
    await db
      .insert(revisions)
      .values([
        revision(edited?.id ?? 0, "2025-04-01T00:00:00.000Z"),
        revision(seeded?.id ?? 0, "2025-05-01T00:00:00.000Z", "published_on_schedule"),
      ]);
    expect(backfill()).toHaveLength(1);
    for (const query of backfill()) await env.DB.prepare(query).run();

    const ids = [edited, seeded, draft].map((row) => row?.id ?? 0);
    const rows = await db
      .select({ id: blogPosts.id, at: blogPosts.contentUpdatedAt })
      .from(blogPosts)
      .where(inArray(blogPosts.id, ids));
    expect(ids.map((id) => rows.find((row) => row.id === id)?.at)).toEqual([
      "2025-04-01T00:00:00.000Z",
      "2025-03-01T00:00:00.000Z",
      "2025-01-01T00:00:00.000Z",
    ]);
  });
});
