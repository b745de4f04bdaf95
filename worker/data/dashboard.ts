import type { Database } from "@db/client";
import { blogPosts, contacts, teamMembers, testimonials } from "@db/schema";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * A total's "change from last month": how many items were added in this calendar month (UTC) and
 * in the one before; `percent` compares the two (null when last month added none). An item is
 * added when it arrives: a contact's or team member's creation, a testimonial's submission, a
 * blog post's publication (its creation while it is a draft).
 */
export interface MonthlyChange {
  thisMonth: number;
  lastMonth: number;
  percent: number | null;
}

export type DashboardTotal = "contacts" | "blogPosts" | "teamMembers" | "testimonials";
export type DashboardStats = Record<DashboardTotal, number> & {
  changes: Record<DashboardTotal, MonthlyChange>;
  /** Enquiries still "unread" (nobody has replied): the same state the Contacts screen shows. */
  newEnquiries: number;
};

const monthStart = (now: Date, monthsBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString();

function totalsOf(db: Database, table: SQLiteTable, addedAt: SQLiteColumn | SQL, now: Date) {
  const [thisMonth, lastMonth] = [monthStart(now, 0), monthStart(now, 1)];
  return db
    .select({
      total: sql<number>`count(*)`,
      thisMonth: sql<number>`coalesce(sum(${addedAt} >= ${thisMonth}), 0)`,
      lastMonth: sql<number>`coalesce(sum(${addedAt} >= ${lastMonth} and ${addedAt} < ${thisMonth}), 0)`,
    })
    .from(table);
}

type Totals = { total: number; thisMonth: number; lastMonth: number };

const changeOf = ({ thisMonth, lastMonth }: Totals): MonthlyChange => ({
  thisMonth,
  lastMonth,
  percent: lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 100),
});

/** The four totals (every status: the admin lists' X-Total-Count) and their monthly change. */
export async function dashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const rows = await db.batch([
    totalsOf(db, contacts, contacts.createdAt, now),
    totalsOf(db, blogPosts, sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`, now),
    totalsOf(db, teamMembers, teamMembers.createdAt, now),
    totalsOf(db, testimonials, testimonials.dateSubmitted, now),
    db.select({ total: sql<number>`count(*)` }).from(contacts).where(eq(contacts.status, "unread")),
  ]);
  const [contactTotals, postTotals, teamTotals, testimonialTotals, unreadCount] = rows;
  const [c, b, t, s] = [contactTotals, postTotals, teamTotals, testimonialTotals].map(
    ([row]): Totals => row ?? { total: 0, thisMonth: 0, lastMonth: 0 },
  ) as [Totals, Totals, Totals, Totals];
  return {
    contacts: c.total,
    blogPosts: b.total,
    teamMembers: t.total,
    testimonials: s.total,
    newEnquiries: unreadCount[0]?.total ?? 0,
    changes: { contacts: changeOf(c), blogPosts: changeOf(b), teamMembers: changeOf(t), testimonials: changeOf(s) },
  };
}

export interface ActivityItem {
  type: "contact" | "blog" | "testimonial";
  name: string;
  /** ISO timestamp: a contact's arrival, a post's publication, a testimonial's submission. */
  date: string;
}

/**
 * The newest items across contacts, published posts and testimonials (any status), newest first:
 * only of the given types (what the role reaches), so `limit` lines are all shown.
 */
export async function recentActivity(
  db: Database,
  limit: number,
  types: readonly ActivityItem["type"][],
): Promise<ActivityItem[]> {
  const empty = db.select({ name: contacts.name, date: contacts.createdAt }).from(contacts).where(sql`0`);
  const [fromContacts, fromPosts, fromTestimonials] = await db.batch([
    types.includes("contact")
      ? db
          .select({ name: contacts.name, date: contacts.createdAt })
          .from(contacts)
          .orderBy(desc(contacts.createdAt))
          .limit(limit)
      : empty,
    types.includes("blog")
      ? db
          .select({ name: blogPosts.title, date: sql<string>`${blogPosts.publishDate}` })
          .from(blogPosts)
          .where(eq(blogPosts.status, "published"))
          .orderBy(desc(blogPosts.publishDate))
          .limit(limit)
      : empty,
    types.includes("testimonial")
      ? db
          .select({ name: testimonials.name, date: testimonials.dateSubmitted })
          .from(testimonials)
          .orderBy(desc(testimonials.dateSubmitted))
          .limit(limit)
      : empty,
  ]);
  const items: ActivityItem[] = [
    ...fromContacts.map((row) => ({ type: "contact" as const, ...row })),
    ...fromPosts.map((row) => ({ type: "blog" as const, ...row })),
    ...fromTestimonials.map((row) => ({ type: "testimonial" as const, ...row })),
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit);
}
