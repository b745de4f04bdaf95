import { env } from "cloudflare:workers";
import { database } from "@db/client";
import { blogPosts, contacts, newsletterSubscribers, testimonials } from "@db/schema";
import { FEEDS } from "@domain/http";
import type { BlogPost } from "@domain/rows";
import { listAudit } from "@worker/data/audit";
import {
  getBlogPostById,
  getBlogPostBySlug,
  listBlogPosts,
  listFeaturedBlogPosts,
  listRelatedBlogPosts,
} from "@worker/data/blog";
import { contactSummary } from "@worker/data/contact-export";
import { getContact, listContacts } from "@worker/data/contacts";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { dashboardAnalytics } from "@worker/data/dashboard-analytics";
import { readHomeFeatures } from "@worker/data/home";
import { listSubscribers } from "@worker/data/newsletter";
import { getPracticeAreaBySlug, listFeaturedPracticeAreas, listPracticeAreas } from "@worker/data/practice-areas";
import { getFirmSettings } from "@worker/data/settings";
import { searchSite } from "@worker/data/site-search";
import { articleEntries, articleSliceLastModified, countPublicArticles, sitemapPages } from "@worker/data/sitemap";
import { getTeamMember, listFeaturedTeamMembers, listTeamMembers } from "@worker/data/team";
import { getTestimonial, listFeaturedTestimonials, listTestimonials } from "@worker/data/testimonials";
import { recordBlogView } from "@worker/data/views";
import { describe, expect, it } from "vitest";
import { unique } from "../support/db";
import { SCALE_STATS } from "./scale-stats";

/** Tables that grow with the firm's life; a full scan of one gets slower every month. */
const GROWING = [
  "blog_posts",
  "contacts",
  "testimonials",
  "newsletter_subscribers",
  "media",
  "blog_view_marks",
  "throttle_events",
  "audit_log",
  "contact_notes",
  "contact_status_history",
];

/**
 * Reads whose rows come straight off an index in order: a sort (temp B-tree for an ORDER BY) there
 * reads every matching row first, however few it shows. (Grouping a bounded range, as the
 * analytics' last twelve weeks, may use one.)
 */
const SORT_FREE = [
  "blog list (public)",
  "blog list by category",
  "blog featured",
  "blog related",
  "dashboard activity",
  "dashboard analytics",
  "sitemap articles",
  "sitemap index",
];

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A Drizzle database over the test's D1 that writes down every statement it prepares (with its
 * parameters) and counts its round trips to D1 (a batch is one).
 */
function recordingDb(log: Statement[], trips: { count: number }) {
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          trips.count += 1;
          return target.batch(statements);
        };
      }
      if (property !== "prepare") {
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        const entry: Statement = { sql, params: [] };
        log.push(entry);
        const statement = target.prepare(sql);
        const bind = statement.bind.bind(statement);
        statement.bind = (...params: unknown[]) => {
          entry.params = params;
          const bound = bind(...params);
          for (const method of ["all", "raw", "run", "first"] as const) {
            const run = (bound[method] as (...args: unknown[]) => unknown).bind(bound);
            (bound as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
              trips.count += 1;
              return run(...args);
            };
          }
          return bound;
        };
        return statement;
      };
    },
  });
  return database(d1);
}

type Db = ReturnType<typeof recordingDb>;

/**
 * Every list, read and search the site and the API make (searches go through their full-text index).
 */
const READS: Record<string, (db: Db, post: BlogPost) => Promise<unknown>> = {
  "blog list (public)": (db) => listBlogPosts(db, { page: 2, limit: 10, includeHidden: false }),
  "blog list (admin)": (db) => listBlogPosts(db, { page: 1, limit: 100, includeHidden: true }),
  "blog list by category": (db) =>
    listBlogPosts(db, { page: 1, limit: 10, includeHidden: false, category: "Litigation" }),
  "blog search (public)": (db) => listBlogPosts(db, { page: 1, limit: 10, includeHidden: false, search: "law" }),
  "blog featured": (db) => listFeaturedBlogPosts(db),
  "blog by slug": (db, post) => getBlogPostBySlug(db, post.slug, { includeHidden: false }),
  "blog by id": (db, post) => getBlogPostById(db, post.id, { includeHidden: true }),
  "blog related": (db, post) => listRelatedBlogPosts(db, post),
  "blog view": (db, post) => recordBlogView(db, { slug: post.slug, visitor: unique("v"), day: "2026-01-01" }),
  "testimonials (public)": (db) => listTestimonials(db, { page: 1, limit: 20, includeHidden: false }),
  "testimonials (admin)": (db) => listTestimonials(db, { page: 1, limit: 100, includeHidden: true }),
  "testimonials featured": (db) => listFeaturedTestimonials(db),
  "testimonial by id": (db) => getTestimonial(db, 1, { includeHidden: false }),
  "contacts (admin)": (db) => listContacts(db, { page: 1, limit: 100 }),
  "contacts by status": (db) => listContacts(db, { page: 1, limit: 100, status: "unread" }),
  "contact by id": (db) => getContact(db, 1),
  "subscribers (admin)": (db) => listSubscribers(db, { page: 1, limit: 100 }),
  "subscribers by status": (db) => listSubscribers(db, { page: 1, limit: 100, status: "subscribed" }),
  "dashboard stats": (db) => dashboardStats(db),
  "dashboard activity": (db) => recentActivity(db, 4, ["contact", "blog", "testimonial"]),
  "team (public)": (db) => listTeamMembers(db, { page: 1, limit: 10, includeHidden: false }),
  "team featured": (db) => listFeaturedTeamMembers(db),
  attorney: (db) => getTeamMember(db, "nobody", { includeHidden: false }),
  "practice areas": (db) => listPracticeAreas(db, { page: 1, limit: 10, includeHidden: false }),
  "practice areas featured": (db) => listFeaturedPracticeAreas(db),
  "practice area by slug": (db) => getPracticeAreaBySlug(db, "corporate-law", { includeHidden: false }),
  "firm settings": (db) => getFirmSettings(db),
  // Searches read their full-text index, then the matching rows by key (migrations/0011_site_search.sql).
  "site search": (db) => searchSite(db, "law firm", 10),
  "blog search (admin)": (db) => listBlogPosts(db, { page: 1, limit: 100, includeHidden: true, search: "law" }),
  "contacts search": (db) => listContacts(db, { page: 1, limit: 100, search: "row" }),
  "contacts search by status": (db) => listContacts(db, { page: 1, limit: 100, search: "row", status: "unread" }),
  "subscribers search": (db) => listSubscribers(db, { page: 1, limit: 100, search: "example" }),
  "testimonials search": (db) => listTestimonials(db, { page: 1, limit: 100, includeHidden: true, search: "good" }),
  "home features": (db) => readHomeFeatures(db),
  "dashboard analytics": (db) => dashboardAnalytics(db),
  "contact summary": (db) => contactSummary(db),
  "audit (admin)": (db) => listAudit(db, { page: 1, limit: 25 }),
  "sitemap pages": (db) => sitemapPages(db),
  "sitemap index": (db) =>
    Promise.all([countPublicArticles(db), articleSliceLastModified(db, { offset: 0, limit: FEEDS.sitemapUrls })]),
  "sitemap articles": (db) => articleEntries(db, { offset: FEEDS.sitemapUrls, limit: FEEDS.sitemapUrls }),
};

async function planOf({ sql, params }: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Full scans of growing tables in a statement's plan: `SCAN t` without an index (an index walk is fine). */
async function fullScans(statement: Statement): Promise<string[]> {
  return (await planOf(statement)).filter((detail) => {
    const scanned = /^SCAN (\w+)(?: AS \w+)?$/.exec(detail)?.[1];
    return scanned !== undefined && GROWING.includes(scanned);
  });
}

/** Every statement's full scans (and, for the sort-free reads, sorts) as readable problems. */
async function problemsOf(reads: Map<string, { statements: Statement[] }>): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, { statements }] of reads) {
    expect(statements.length, name).toBeGreaterThan(0);
    for (const statement of statements) {
      const found = [...(await fullScans(statement))];
      if (SORT_FREE.includes(name))
        found.push(...(await planOf(statement)).filter((d) => /TEMP B-TREE FOR .*ORDER BY/.test(d)));
      for (const problem of found) problems.push(`${name}: ${problem}\n  ${statement.sql}`);
    }
  }
  return problems;
}

/**
 * The scale database's statistics (scale-stats.ts) in place of this one's: SQLite then plans as it
 * would over 10,000 articles and 100,000 enquiries. `ANALYZE sqlite_schema` makes it reload them.
 */
async function planAsAtScale() {
  await env.DB.prepare("ANALYZE").run();
  const tables = [...new Set(SCALE_STATS.map(([table]) => table))];
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM sqlite_stat1 WHERE tbl IN (${tables.map(() => "?").join(",")})`).bind(...tables),
    ...SCALE_STATS.map(([table, index, stat]) =>
      env.DB.prepare("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)").bind(table, index, stat),
    ),
  ]);
  await env.DB.prepare("ANALYZE sqlite_schema").run();
}

async function addRows(count: number) {
  const db = database(env.DB);
  for (let i = 0; i < count; i += 1) {
    const tag = unique("row");
    await db.batch([
      db.insert(blogPosts).values({
        title: tag,
        slug: tag,
        author: "A",
        content: "<p>law</p>",
        status: "published",
        publishDate: new Date().toISOString(),
      }),
      db.insert(contacts).values({ name: tag, email: `${tag}@example.com`, subject: "S", message: "M" }),
      db.insert(testimonials).values({ name: tag, rating: 5, content: "Good.", status: "approved" }),
      db.insert(newsletterSubscribers).values({ email: `${tag}@example.com` }),
    ]);
  }
}

/** Runs every read once; answers each read's statements and round trips. */
async function runReads(post: BlogPost) {
  const reads = new Map<string, { statements: Statement[]; trips: number }>();
  for (const [name, read] of Object.entries(READS)) {
    const statements: Statement[] = [];
    const trips = { count: 0 };
    await read(recordingDb(statements, trips), post);
    reads.set(name, { statements, trips: trips.count });
  }
  return reads;
}

describe("query plans", () => {
  it("no list or read scans a growing table in full, and none makes a query per row", async () => {
    await addRows(3);
    const db = database(env.DB);
    const [post] = await db.select().from(blogPosts).limit(1);
    if (!post) throw new Error("no post");
    const few = await runReads(post);

    const problems = await problemsOf(few);
    expect(problems, problems.join("\n")).toEqual([]);

    // A page of a list and its total go out together; so do the home page's three lists.
    for (const name of ["blog list (public)", "contacts (admin)", "testimonials (public)", "home features"]) {
      expect(few.get(name)?.trips, name).toBe(1);
    }

    // Four times the rows, the same number of statements: no query per row (N+1).
    await addRows(12);
    const many = await runReads(post);
    for (const [name, { statements }] of many) expect(statements.length, name).toBe(few.get(name)?.statements.length);
  });

  it("plans the same way with the scale database's statistics: indexes on every growing table, no sorts", async () => {
    await addRows(2);
    await planAsAtScale();
    const [post] = await database(env.DB).select().from(blogPosts).limit(1);
    if (!post) throw new Error("no post");
    const problems = await problemsOf(await runReads(post));
    expect(problems, problems.join("\n")).toEqual([]);
    const { results } = await env.DB.prepare("SELECT stat FROM sqlite_stat1 WHERE idx = 'contacts_date_idx'").all();
    expect(results).toEqual([{ stat: SCALE_STATS.find(([, index]) => index === "contacts_date_idx")?.[2] }]);
  });
});
