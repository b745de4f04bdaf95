import { ACTIVITY_SENTENCES } from "@domain/messages";
import { api } from "./api";

export type Counted = "contacts" | "blogPosts" | "teamMembers" | "testimonials";

/** Items added this calendar month and last; `percent` compares them (null when last month added none). */
export interface MonthlyChange {
  thisMonth: number;
  lastMonth: number;
  percent: number | null;
}

/** GET /api/dashboard: the four totals and each one's change from last month. */
export type DashboardStats = Record<Counted, number> & { changes: Record<Counted, MonthlyChange> };

export interface ActivityItem {
  type: keyof typeof ACTIVITY_SENTENCES;
  name: string;
  date: string;
}

export interface WeekCount {
  weekStart: string;
  count: number;
}

/** GET /api/dashboard/analytics (the parts the dashboard shows). */
export interface Analytics {
  enquiriesPerWeek: WeekCount[];
  enquiriesByPracticeArea: { practiceArea: string; count: number }[];
  topArticles: { id: number; title: string; slug: string; views: number }[];
}

export const activitySentence = (item: ActivityItem) => ACTIVITY_SENTENCES[item.type](item.name);

/** The dashboard's three calls together; one failure fails the screen (SPEC §8's one error toast). */
export async function loadDashboard(activityLimit: number) {
  const [stats, activity, analytics] = await Promise.all([
    api.get<DashboardStats>("/dashboard"),
    api.get<ActivityItem[]>("/dashboard/activity", { limit: activityLimit }),
    api.get<Analytics>("/dashboard/analytics"),
  ]);
  return { stats, activity, analytics };
}

/** A round upper bound for a chart axis: 1, 2, 5 × 10ⁿ at or above the largest value (at least 5). */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(5, ...values);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= max) return step * magnitude;
  return 10 * magnitude;
}
