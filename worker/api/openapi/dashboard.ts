import type { ActivityItem, DashboardStats } from "@worker/data/dashboard";
import type { DashboardAnalytics } from "@worker/data/dashboard-analytics";
import { z } from "zod";
import { activityQuerySchema } from "../routes/dashboard";
import { area, arrayOf, jsonSchema, ok, queryParams, ref } from "./shared";
import { describing, isoTime } from "./stored";

/** The dashboard's figures; each schema is tied to the type its data function returns. */

const count = z.int().min(0);
const ROLE_SCOPED = "Only the figures of the areas the signed-in role reaches: an editor gets no enquiry figure.";
const perTotal = <T extends z.ZodType>(value: T) =>
  z.object({ contacts: value, blogPosts: value, teamMembers: value, testimonials: value });
const monthlyChange = z.object({
  thisMonth: count,
  lastMonth: count,
  percent: z.int().nullable().describe("This month against last, in %; null when last month added none."),
});

const stats = describing<DashboardStats>()(
  perTotal(count).extend({
    changes: perTotal(monthlyChange),
    newEnquiries: count.describe("Enquiries still unread: nobody has replied yet."),
  }),
);
const activity = describing<ActivityItem>()(
  z.object({ type: z.enum(["contact", "blog", "testimonial"]), name: z.string(), date: isoTime }),
);
const analytics = describing<DashboardAnalytics>()(
  z.object({
    enquiriesPerWeek: z.array(z.object({ weekStart: z.iso.date().describe("A Monday (UTC)."), count })),
    enquiriesByPracticeArea: z.array(z.object({ practiceArea: z.string(), count })),
    topArticles: z.array(z.object({ id: z.int(), title: z.string(), slug: z.string(), views: count })),
    // One property per status (a record over the enum would leave `required` naming undefined properties).
    testimonialsByStatus: z.object({ pending: count, approved: count, rejected: count }),
  }),
);

export const dashboardApi = area("Dashboard", (op) => ({
  paths: {
    "/api/dashboard": {
      get: op("Totals and their monthly change", {
        admin: true,
        responses: { 200: ok("The totals.", ref("DashboardStats")) },
      }),
    },
    "/api/dashboard/activity": {
      get: op(
        "Newest contacts, published posts and testimonials together, newest first (only the kinds the role reaches)",
        {
          admin: true,
          parameters: queryParams(activityQuerySchema),
          responses: { 200: ok("An array.", arrayOf("ActivityItem")) },
          errors: { 400: "Bad limit." },
        },
      ),
    },
    "/api/dashboard/analytics": {
      get: op("Enquiries per week and by practice area, top articles, testimonials by status", {
        admin: true,
        responses: { 200: ok("The figures.", ref("DashboardAnalytics")) },
      }),
    },
  },
  schemas: {
    // Each role gets only the figures of the areas it reaches (domain/roles.ts DASHBOARD_AREAS).
    DashboardStats: jsonSchema(
      stats.partial().extend({ changes: stats.shape.changes.partial() }).describe(ROLE_SCOPED),
      "output",
    ),
    ActivityItem: jsonSchema(activity, "output"),
    DashboardAnalytics: jsonSchema(analytics.partial().describe(ROLE_SCOPED), "output"),
  },
}));
