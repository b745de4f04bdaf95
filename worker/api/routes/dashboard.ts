import { DASHBOARD, PAGING } from "@domain/constants";
import { DASHBOARD_AREAS, onlyReachable, reachableKeys } from "@domain/roles";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { dashboardAnalytics } from "@worker/data/dashboard-analytics";
import { Hono } from "hono";
import { z } from "zod";
import { ACTIVITY_ITEMS, DASHBOARD_ANALYTICS, DASHBOARD_STATS } from "../answers/dashboard";
import { requireAdmin, requireRole, signedInRole } from "../auth-middleware";
import { queryOf } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { dashboardSourcesRoutes } from "./dashboard-sources";

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DASHBOARD.activityMaxLimit).default(PAGING.activityDefaultLimit),
});

const op = describeRoutes("Dashboard");
const docs = {
  totals: op("Totals and their monthly change", { responses: { 200: ok("The totals.", DASHBOARD_STATS) } }),
  activity: op(
    "Newest contacts, published posts and testimonials together, newest first (only the kinds the role reaches)",
    { responses: { 200: ok("An array.", ACTIVITY_ITEMS) }, errors: { 400: "Bad limit." } },
  ),
  analytics: op("Enquiries per week and by practice area, top articles, testimonials by status", {
    responses: { 200: ok("The figures.", DASHBOARD_ANALYTICS) },
  }),
};

const DASHBOARD_VIEWS: Resource = { entity: "dashboard", publicContent: false };

export const dashboardRoutes = resourceRouter(DASHBOARD_VIEWS, new Hono<ApiEnv>())
  // Where enquiries come from (/sources), in its own module: /dashboard is one router.
  .route("/", dashboardSourcesRoutes)

  /** Only the totals of areas the role reaches (domain/roles.ts DASHBOARD_AREAS): no enquiry count for an editor. */
  .get("/", docs.totals, requireAdmin, requireRole("dashboard"), async (c) => {
    const role = signedInRole(c);
    const stats = await dashboardStats(c.var.app.db);
    const changes = onlyReachable(role, DASHBOARD_AREAS.totals, stats.changes);
    return c.json({ ...onlyReachable(role, DASHBOARD_AREAS.totals, stats), changes });
  })

  /** Lines only from areas the role reaches: an editor's list names no enquirer. */
  .get("/activity", docs.activity, requireAdmin, requireRole("dashboard"), queryOf(activityQuerySchema), async (c) => {
    const types = reachableKeys(signedInRole(c), DASHBOARD_AREAS.activity);
    return c.json(await recentActivity(c.var.app.db, c.req.valid("query").limit, types));
  })

  .get("/analytics", docs.analytics, requireAdmin, requireRole("dashboard"), async (c) =>
    c.json(onlyReachable(signedInRole(c), DASHBOARD_AREAS.analytics, await dashboardAnalytics(c.var.app.db))),
  );
