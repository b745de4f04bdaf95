import type { Database } from "@db/client";
import { blogPosts, blogRecency, bookingHistory, contacts, teamMembers, testimonials } from "@db/schema";
import type { BookingEventName } from "@domain/booking";
import { desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { countOf, countsQuery } from "./row-counts";

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

/**
 * Items added this month and last month: a range over the two months on an index that holds the
 * date (never the whole table).
 */
function monthsOf(db: Database, table: SQLiteTable, addedAt: SQLiteColumn | SQL, now: Date) {
  const [thisMonth, lastMonth] = [monthStart(now, 0), monthStart(now, 1)];
  return db
    .select({
      thisMonth: sql<number>`coalesce(sum(${addedAt} >= ${thisMonth}), 0)`,
      lastMonth: sql<number>`coalesce(sum(${addedAt} < ${thisMonth}), 0)`,
    })
    .from(table)
    .where(sql`${addedAt} >= ${lastMonth}`);
}

type Months = { thisMonth: number; lastMonth: number };

const changeOf = ({ thisMonth, lastMonth }: Months): MonthlyChange => ({
  thisMonth,
  lastMonth,
  percent: lastMonth === 0 ? null : Math.round(((thisMonth - lastMonth) / lastMonth) * 100),
});

/** Each total's key among the maintained counts (row-counts.ts). */
const TOTAL_KEYS: Record<DashboardTotal, string> = {
  contacts: "contacts",
  blogPosts: "blog_posts",
  teamMembers: "team_members",
  testimonials: "testimonials",
};
const UNREAD_KEY = "contacts.status.unread";

/**
 * The four totals (every status: the admin lists' X-Total-Count) and their monthly change. Totals
 * come from the maintained counts, the months from bounded index ranges: the cost does not grow
 * with the tables.
 */
export async function dashboardStats(db: Database, now = new Date()): Promise<DashboardStats> {
  const [counted, ...months] = await db.batch([
    countsQuery(db, [...Object.values(TOTAL_KEYS), UNREAD_KEY]),
    monthsOf(db, contacts, contacts.createdAt, now),
    monthsOf(db, blogPosts, blogRecency, now),
    monthsOf(db, teamMembers, teamMembers.createdAt, now),
    monthsOf(db, testimonials, testimonials.dateSubmitted, now),
  ]);
  const total = countOf(counted);
  const [c, b, t, s] = months.map(([row]): Months => row ?? { thisMonth: 0, lastMonth: 0 }) as [
    Months,
    Months,
    Months,
    Months,
  ];
  return {
    contacts: total(TOTAL_KEYS.contacts),
    blogPosts: total(TOTAL_KEYS.blogPosts),
    teamMembers: total(TOTAL_KEYS.teamMembers),
    testimonials: total(TOTAL_KEYS.testimonials),
    newEnquiries: total(UNREAD_KEY),
    changes: { contacts: changeOf(c), blogPosts: changeOf(b), teamMembers: changeOf(t), testimonials: changeOf(s) },
  };
}

/** The areas a role's activity may come from (DASHBOARD_AREAS.activity); bookings are enquiries. */
export type ActivityArea = "contact" | "blog" | "testimonial";

export interface ActivityItem {
  /** "booking": a consultation was booked, moved or cancelled (`event`); "contact": a contact-form enquiry. */
  type: ActivityArea | "booking";
  name: string;
  /** ISO timestamp: a contact's arrival, a booking's event, a post's publication, a testimonial's submission. */
  date: string;
  event?: BookingEventName;
}

/**
 * The newest items across contacts, published posts and testimonials (any status), newest first:
 * only of the given types (what the role reaches), so `limit` lines are all shown.
 */
export async function recentActivity(
  db: Database,
  limit: number,
  types: readonly ActivityArea[],
): Promise<ActivityItem[]> {
  const empty = db.select({ name: contacts.name, date: contacts.createdAt }).from(contacts).where(sql`0`);
  const enquiries = types.includes("contact");
  const bookingEvents = () =>
    db
      .select({ name: contacts.name, date: bookingHistory.createdAt, event: bookingHistory.event })
      .from(bookingHistory)
      .innerJoin(contacts, eq(contacts.id, bookingHistory.contactId));
  const [fromContacts, fromBookings, fromPosts, fromTestimonials] = await db.batch([
    enquiries
      ? db
          .select({ name: contacts.name, date: contacts.createdAt })
          .from(contacts)
          // A booking's enquiry is told by its events below, never as a contact-form submission.
          .where(isNull(contacts.bookingState))
          .orderBy(desc(contacts.createdAt))
          .limit(limit)
      : empty,
    enquiries ? bookingEvents().orderBy(desc(bookingHistory.createdAt)).limit(limit) : bookingEvents().where(sql`0`),
    types.includes("blog")
      ? db
          .select({ name: blogPosts.title, date: sql<string>`${blogPosts.publishDate}` })
          .from(blogPosts)
          .where(eq(blogPosts.status, "published"))
          // A published post's recency is its publish date; ordered as its index holds it (no sort).
          .orderBy(desc(blogRecency))
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
    ...fromBookings.map((row) => ({ type: "booking" as const, ...row })),
    ...fromPosts.map((row) => ({ type: "blog" as const, ...row })),
    ...fromTestimonials.map((row) => ({ type: "testimonial" as const, ...row })),
  ];
  return items.sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, limit);
}
