import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("indexes", () => {
  /** The plan SQLite picks for a query: each line of EXPLAIN QUERY PLAN. */
  async function plan(sql: string) {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{ detail: string }>();
    return results.map((r) => r.detail).join("\n");
  }

  it("serves the public blog list in order from an index, without sorting", async () => {
    const detail = await plan(
      `SELECT * FROM blog_posts WHERE status = 'published'
       ORDER BY coalesce("publish_date", "created_at") DESC, id DESC LIMIT 10`,
    );
    expect(detail).toMatch(/USING INDEX blog_posts_status_recency_idx/);
    expect(detail).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it("filters a blog category and the testimonials and contacts lists by index", async () => {
    expect(await plan(`SELECT * FROM blog_posts WHERE category = 'Litigation' AND status = 'published'`)).toMatch(
      /blog_posts_category_recency_idx/,
    );
    expect(
      await plan(`SELECT * FROM testimonials WHERE status = 'approved' ORDER BY date_submitted DESC LIMIT 20`),
    ).toMatch(/testimonials_status_date_idx/);
    expect(await plan(`SELECT * FROM contacts WHERE status = 'unread' ORDER BY created_at DESC`)).toMatch(
      /contacts_status_date_idx/,
    );
  });
});
