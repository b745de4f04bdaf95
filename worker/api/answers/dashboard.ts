import { SOURCE_WINDOWS } from "@domain/attribution";
import { BOOKING_EVENTS } from "@domain/booking";
import type { ActivityItem, DashboardStats } from "@worker/data/dashboard";
import type { DashboardAnalytics } from "@worker/data/dashboard-analytics";
import type { EnquirySources } from "@worker/data/dashboard-sources";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { arrayOf, component } from "../openapi/generator/schemas";

/** The dashboard's figures, built when the document is; each tied to the type its data function returns. */

const count = () => z.int().min(0);
/** Each role gets only the figures of the areas it reaches (domain/roles.ts DASHBOARD_AREAS). */
const ROLE_SCOPED = "Only the figures of the areas the signed-in role reaches: an editor gets no enquiry figure.";
const perTotal = <T extends z.ZodType>(value: T) =>
  z.object({ contacts: value, blogPosts: value, teamMembers: value, testimonials: value });

export const DASHBOARD_STATS = component("DashboardStats", () => {
  const monthlyChange = z.object({
    thisMonth: count(),
    lastMonth: count(),
    percent: z.int().nullable().describe("This month against last, in %; null when last month added none."),
  });
  const stats = describing<DashboardStats>()(
    perTotal(count()).extend({
      changes: perTotal(monthlyChange),
      newEnquiries: count().describe("Enquiries still unread: nobody has replied yet."),
    }),
  );
  return stats.partial().extend({ changes: stats.shape.changes.partial() }).describe(ROLE_SCOPED);
});

export const ACTIVITY_ITEMS = arrayOf(
  component("ActivityItem", () =>
    describing<ActivityItem>()(
      z.object({
        type: z.enum(["contact", "booking", "blog", "testimonial"]),
        name: z.string(),
        date: isoTime,
        event: z.enum(BOOKING_EVENTS).optional().describe("A booking's line: booked, moved or cancelled."),
      }),
    ),
  ),
);

export const DASHBOARD_ANALYTICS = component("DashboardAnalytics", () => {
  const analytics = describing<DashboardAnalytics>()(
    z.object({
      enquiriesPerWeek: z.array(z.object({ weekStart: z.iso.date().describe("A Monday (UTC)."), count: count() })),
      enquiriesByPracticeArea: z.array(z.object({ practiceArea: z.string(), count: count() })),
      topArticles: z.array(z.object({ id: z.int(), title: z.string(), slug: z.string(), views: count() })),
      // One property per status (a record over the enum would leave `required` naming undefined properties).
      testimonialsByStatus: z.object({ pending: count(), approved: count(), rejected: count() }),
    }),
  );
  return analytics.partial().describe(ROLE_SCOPED);
});

/** Where enquiries come from (issue 26): the dashboard's figures by source, landing page and practice area. */
export const ENQUIRY_SOURCES = component("EnquirySources", () => {
  const counted = z.array(
    z.object({
      label: z.string(),
      enquiries: z.int().min(0),
      bookings: z.int().min(0).describe("Of those enquiries, the ones that booked a consultation (confirmed)."),
    }),
  );
  return describing<EnquirySources>()(
    z.object({
      days: z.union(SOURCE_WINDOWS.map((d) => z.literal(d)) as [z.ZodLiteral<30>, z.ZodLiteral<90>]),
      since: isoTime.describe("The first instant counted."),
      bySource: counted.describe("The UTM source, else the referring host, else 'Direct'."),
      byLandingPage: counted.describe("The first page of the visit."),
      byPracticeArea: counted,
    }),
  );
});
