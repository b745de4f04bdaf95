import { env } from "cloudflare:workers";
import { blogPosts, contacts, teamMembers, testimonials } from "@db/schema";
import { api } from "@worker/api";
import type { ActivityItem, DashboardStats } from "@worker/data/dashboard";
import type { DashboardAnalytics } from "@worker/data/dashboard-analytics";
import { count, isNull } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { testDb, unique } from "../support/db";

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

async function get<T>(path: string): Promise<T> {
  const response = await api.request(path, { headers: { authorization: `Bearer ${token}` } }, env);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as T;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
const monthsAgo = (months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 10)).toISOString();

const db = () => testDb();
const addContact = (createdAt: string, practiceArea: (typeof contacts.$inferInsert)["practiceArea"] = null) =>
  db()
    .insert(contacts)
    .values({ name: unique("Contact"), email: "c@example.com", subject: "S", message: "M", practiceArea, createdAt });
const addPost = (values: Partial<typeof blogPosts.$inferInsert>) =>
  db()
    .insert(blogPosts)
    .values({ title: unique("Post"), slug: unique("post"), author: "A", content: "<p>x</p>", ...values })
    .returning();
const addTestimonial = (dateSubmitted: string, status: "pending" | "approved" | "rejected" = "pending") =>
  db()
    .insert(testimonials)
    .values({ name: unique("Client"), content: "Great", dateSubmitted, status });
const addMember = (createdAt: string) =>
  db()
    .insert(teamMembers)
    .values({ id: unique("member"), name: "M", role: "Partner", createdAt });

describe("GET /api/dashboard", () => {
  it("counts every item of every status, as the admin lists' X-Total-Count does", async () => {
    await addPost({ status: "draft" });
    await addTestimonial(hoursAgo(1), "rejected");
    await addMember(hoursAgo(1));
    await addContact(hoursAgo(1));
    const stats = await get<DashboardStats>("/api/dashboard");
    const resources: [keyof DashboardStats, string, SQLiteTable][] = [
      ["contacts", "/api/contacts", contacts],
      ["blogPosts", "/api/blog", blogPosts],
      ["teamMembers", "/api/team", teamMembers],
      ["testimonials", "/api/testimonials", testimonials],
    ];
    for (const [key, list, table] of resources) {
      const [row] = await db().select({ value: count() }).from(table);
      expect(stats[key], key).toBe(row?.value);
      // Once the resource's admin list exists (routes merged in), its total must agree too.
      const response = await api.request(`${list}?limit=1`, { headers: { authorization: `Bearer ${token}` } }, env);
      if (response.status !== 404) expect(Number(response.headers.get("x-total-count")), list).toBe(stats[key]);
    }
  });

  it("reports each total's change: items added this calendar month against last month", async () => {
    const before = await get<DashboardStats>("/api/dashboard");
    await Promise.all([
      addContact(hoursAgo(0)),
      addContact(lastMonth),
      addContact(lastMonth),
      addContact(monthsAgo(3)),
    ]);
    await addPost({ status: "published", publishDate: lastMonth }); // published last month, created today
    await addPost({ status: "draft" }); // a draft counts from its creation: today
    await addTestimonial(lastMonth);
    await addMember(hoursAgo(0));
    const after = await get<DashboardStats>("/api/dashboard");
    const delta = (key: keyof DashboardStats["changes"]) => ({
      total: (after[key] as number) - (before[key] as number),
      thisMonth: after.changes[key].thisMonth - before.changes[key].thisMonth,
      lastMonth: after.changes[key].lastMonth - before.changes[key].lastMonth,
    });
    expect(delta("contacts")).toEqual({ total: 4, thisMonth: 1, lastMonth: 2 });
    expect(delta("blogPosts")).toEqual({ total: 2, thisMonth: 1, lastMonth: 1 });
    expect(delta("testimonials")).toEqual({ total: 1, thisMonth: 0, lastMonth: 1 });
    expect(delta("teamMembers")).toEqual({ total: 1, thisMonth: 1, lastMonth: 0 });
    const { thisMonth, lastMonth: previous, percent } = after.changes.contacts;
    expect(percent).toBe(Math.round(((thisMonth - previous) / previous) * 100));
  });
});

describe("GET /api/dashboard/activity", () => {
  it("lists contacts, published posts and testimonials newest first, drafts left out", async () => {
    // Later than anything this file has stored so far: the two newest items.
    const newest = Date.now() + 1000;
    await addTestimonial(new Date(newest).toISOString());
    const [post] = await addPost({ status: "published", publishDate: new Date(newest + 1).toISOString() });
    await addPost({ status: "draft", title: "Secret draft" });
    const items = await get<ActivityItem[]>("/api/dashboard/activity?limit=2");
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ type: "blog", name: post?.title, date: post?.publishDate });
    expect(items[1]?.type).toBe("testimonial");
    const all = await get<ActivityItem[]>("/api/dashboard/activity?limit=50");
    expect(all.some((item) => item.name === "Secret draft")).toBe(false);
    expect(new Set(all.map((item) => item.type))).toEqual(new Set(["blog", "testimonial", "contact"]));
    const dates = all.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("gives 10 items by default and refuses limits outside 1 to 50", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, i) => addContact(hoursAgo(i))));
    expect(await get<ActivityItem[]>("/api/dashboard/activity")).toHaveLength(10);
    for (const limit of ["0", "51", "abc"]) {
      const response = await api.request(
        `/api/dashboard/activity?limit=${limit}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
        env,
      );
      expect(response.status).toBe(400);
    }
  });
});

describe("GET /api/dashboard/analytics", () => {
  it("has 12 consecutive weeks ending with this one, and counts enquiries into them", async () => {
    const before = await get<DashboardAnalytics>("/api/dashboard/analytics");
    await Promise.all([addContact(hoursAgo(0)), addContact(hoursAgo(8 * 24)), addContact(hoursAgo(200 * 24))]);
    const after = await get<DashboardAnalytics>("/api/dashboard/analytics");
    const weeks = after.enquiriesPerWeek.map((w) => w.weekStart);
    expect(weeks).toHaveLength(12);
    for (const [i, week] of weeks.entries()) {
      expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect(Date.parse(week) - Date.parse(weeks[i - 1] ?? "")).toBe(7 * 86_400_000);
    }
    const last = Date.parse(weeks[11] ?? "");
    expect(Date.now() - last).toBeGreaterThanOrEqual(0);
    expect(Date.now() - last).toBeLessThan(7 * 86_400_000);
    const added = after.enquiriesPerWeek.map((w, i) => w.count - (before.enquiriesPerWeek[i]?.count ?? 0));
    expect(added.reduce((a, b) => a + b, 0)).toBe(2); // the one 200 days ago is outside the 12 weeks
    expect(added[11]).toBe(1);
  });

  it("groups enquiries by practice area, top articles by views and testimonials by status", async () => {
    await addContact(hoursAgo(1), null);
    await addContact(hoursAgo(1), "Family Law");
    const [top] = await addPost({ status: "published", publishDate: hoursAgo(5), views: 1_000_000 });
    await addPost({ status: "draft", views: 2_000_000 });
    await addTestimonial(hoursAgo(1), "approved");
    const analytics = await get<DashboardAnalytics>("/api/dashboard/analytics");
    const areas = analytics.enquiriesByPracticeArea.map((a) => a.practiceArea);
    expect(areas).toContain("Not specified");
    expect(areas).toContain("Family Law");
    const [notSpecified] = await db().select({ value: count() }).from(contacts).where(isNull(contacts.practiceArea));
    expect(analytics.enquiriesByPracticeArea.find((a) => a.practiceArea === "Not specified")?.count).toBe(
      notSpecified?.value,
    );
    expect(analytics.topArticles[0]).toEqual({ id: top?.id, title: top?.title, slug: top?.slug, views: 1_000_000 });
    expect(analytics.topArticles.length).toBeLessThanOrEqual(5);
    const byStatus = await db()
      .select({ status: testimonials.status, value: count() })
      .from(testimonials)
      .groupBy(testimonials.status);
    expect(analytics.testimonialsByStatus).toEqual({
      pending: byStatus.find((r) => r.status === "pending")?.value ?? 0,
      approved: byStatus.find((r) => r.status === "approved")?.value ?? 0,
      rejected: byStatus.find((r) => r.status === "rejected")?.value ?? 0,
    });
  });
});
