import { env } from "cloudflare:workers";
import { database } from "@db/client";
import { blogPosts, contacts, newsletterSubscribers, testimonials } from "@db/schema";
import type { BlogPost } from "@domain/rows";
import {
  getBlogPostById,
  getBlogPostBySlug,
  listBlogPosts,
  listFeaturedBlogPosts,
  listRelatedBlogPosts,
} from "@worker/data/blog";
import { getContact, listContacts } from "@worker/data/contacts";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { readHomeFeatures } from "@worker/data/home";
import { listSubscribers } from "@worker/data/newsletter";
import { getPracticeAreaBySlug, listFeaturedPracticeAreas, listPracticeAreas } from "@worker/data/practice-areas";
import { getFirmSettings } from "@worker/data/settings";
import { searchSite } from "@worker/data/site-search";
import { getTeamMember, listFeaturedTeamMembers, listTeamMembers } from "@worker/data/team";
import { getTestimonial, listFeaturedTestimonials, listTestimonials } from "@worker/data/testimonials";
import { recordBlogView } from "@worker/data/views";
import { describe, expect, it } from "vitest";
import { unique } from "../support/db";

/** Tables that grow with the firm's life; a full scan of one gets slower every month. */
const GROWING = [
  "blog_posts",
  "contacts",
  "testimonials",
  "newsletter_subscribers",
  "media",
  "blog_view_marks",
  "throttle_events",
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
  "subscribers search": (db) => listSubscribers(db, { page: 1, limit: 100, search: "example" }),
  "testimonials search": (db) => listTestimonials(db, { page: 1, limit: 100, includeHidden: true, search: "good" }),
  "home features": (db) => readHomeFeatures(db),
};

/** Full scans of growing tables in a statement's plan: `SCAN t` without an index (an index walk is fine). */
async function fullScans({ sql, params }: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results
    .map((row) => row.detail)
    .filter((detail) => {
      const scanned = /^SCAN (\w+)(?: AS \w+)?$/.exec(detail)?.[1];
      return scanned !== undefined && GROWING.includes(scanned);
    });
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

    const problems: string[] = [];
    for (const [name, { statements }] of few) {
      expect(statements.length, name).toBeGreaterThan(0);
      for (const statement of statements) {
        for (const scan of await fullScans(statement)) problems.push(`${name}: ${scan}\n  ${statement.sql}`);
      }
    }
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
});
