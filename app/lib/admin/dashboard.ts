import { ACTIVITY_SENTENCES } from "@domain/messages";
import type { InferResponseType } from "hono/client";
import { answerOf, client } from "./api";

/** GET /api/dashboard: the four totals and each one's change from last month. */
export type DashboardStats = InferResponseType<typeof client.dashboard.$get>;
/** One line of GET /api/dashboard/activity. */
export type ActivityItem = InferResponseType<typeof client.dashboard.activity.$get>[number];
/** GET /api/dashboard/analytics. */
export type Analytics = InferResponseType<typeof client.dashboard.analytics.$get>;
export type WeekCount = NonNullable<Analytics["enquiriesPerWeek"]>[number];
/** The four things the dashboard counts. */
export type Counted = keyof DashboardStats["changes"];

export const activitySentence = (item: ActivityItem) =>
  item.type === "booking"
    ? ACTIVITY_SENTENCES.booking(item.name, item.event)
    : ACTIVITY_SENTENCES[item.type](item.name);

/** The dashboard's three calls together; one failure fails the screen (SPEC §8's one error toast). */
export async function loadDashboard(activityLimit: number) {
  const [stats, activity, analytics] = await Promise.all([
    answerOf(client.dashboard.$get()),
    answerOf(client.dashboard.activity.$get({ query: { limit: activityLimit } })),
    answerOf(client.dashboard.analytics.$get()),
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
