import type { Database } from "@db/client";
import { blogPosts, contacts } from "@db/schema";
import { DASHBOARD, TESTIMONIAL_STATUSES } from "@domain/constants";
import { NOT_SPECIFIED } from "@domain/messages";
import { desc, eq, gte, sql } from "drizzle-orm";
import { byValue, countsByValueQuery } from "./row-counts";

export interface DashboardAnalytics {
  /** The last 12 weeks (Monday to Sunday, UTC; the last one is the current week), oldest first, zero-filled. */
  enquiriesPerWeek: { weekStart: string; count: number }[];
  /** Every enquiry by the practice area chosen on the form, most first. */
  enquiriesByPracticeArea: { practiceArea: string; count: number }[];
  /** The most read published articles. */
  topArticles: { id: number; title: string; slug: string; views: number }[];
  testimonialsByStatus: Record<(typeof TESTIMONIAL_STATUSES)[number], number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC, YYYY-MM-DD) of the week `weeksBack` weeks before the week of `now`. */
function weekStart(now: Date, weeksBack: number): string {
  const mondayOffset = (now.getUTCDay() + 6) % 7;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (mondayOffset + 7 * weeksBack) * DAY_MS).toISOString().slice(0, 10);
}

export async function dashboardAnalytics(db: Database, now = new Date()): Promise<DashboardAnalytics> {
  const weeks = Array.from({ length: DASHBOARD.analyticsWeeks }, (_, i) =>
    weekStart(now, DASHBOARD.analyticsWeeks - 1 - i),
  );
  const [first = ""] = weeks;
  // SQLite: step back 6 days, then forward to the next Monday = the Monday on or before the date.
  const week = sql<string>`date(${contacts.createdAt}, '-6 days', 'weekday 1')`;
  const [perWeek, byArea, articles, byStatus] = await db.batch([
    db
      .select({ week, count: sql<number>`count(*)` })
      .from(contacts)
      .where(gte(contacts.createdAt, first))
      .groupBy(week),
    // Maintained counts (row-counts.ts), not a read of every enquiry.
    countsByValueQuery(db, "contacts", "practice_area"),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug, views: blogPosts.views })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .orderBy(desc(blogPosts.views), desc(blogPosts.publishDate))
      .limit(DASHBOARD.topArticles),
    countsByValueQuery(db, "testimonials", "status"),
  ]);
  const counted = new Map(perWeek.map((row) => [row.week, row.count]));
  const statuses = Object.fromEntries(
    TESTIMONIAL_STATUSES.map((status) => [status, 0]),
  ) as DashboardAnalytics["testimonialsByStatus"];
  for (const row of byValue(byStatus, "testimonials", "status"))
    if (row.value in statuses) statuses[row.value as keyof typeof statuses] = row.count;
  // Most first, then by name; "" is an enquiry that named no practice area.
  const areas = byValue(byArea, "contacts", "practice_area").sort(
    (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
  return {
    enquiriesPerWeek: weeks.map((weekStart) => ({ weekStart, count: counted.get(weekStart) ?? 0 })),
    enquiriesByPracticeArea: areas.map((row) => ({
      practiceArea: row.value || NOT_SPECIFIED,
      count: row.count,
    })),
    topArticles: articles,
    testimonialsByStatus: statuses,
  };
}
