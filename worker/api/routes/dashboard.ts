import { DASHBOARD, PAGING } from "@domain/constants";
import { DASHBOARD_AREAS, onlyReachable, reachableKeys } from "@domain/roles";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { dashboardAnalytics } from "@worker/data/dashboard-analytics";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole, signedInRole } from "../auth-middleware";
import { queryOf } from "../input";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { dashboardSourcesRoutes } from "./dashboard-sources";

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DASHBOARD.activityMaxLimit).default(PAGING.activityDefaultLimit),
});

const DASHBOARD_VIEWS: Resource = { entity: "dashboard", publicContent: false };

export const dashboardRoutes = resourceRouter(DASHBOARD_VIEWS, new Hono<ApiEnv>())
  // Where enquiries come from (/sources), in its own module: /dashboard is one router.
  .route("/", dashboardSourcesRoutes)

  /** Only the totals of areas the role reaches (domain/roles.ts DASHBOARD_AREAS): no enquiry count for an editor. */
  .get("/", requireAdmin, requireRole("dashboard"), async (c) => {
    const role = signedInRole(c);
    const stats = await dashboardStats(c.var.app.db);
    const changes = onlyReachable(role, DASHBOARD_AREAS.totals, stats.changes);
    return c.json({ ...onlyReachable(role, DASHBOARD_AREAS.totals, stats), changes });
  })

  /** Lines only from areas the role reaches: an editor's list names no enquirer. */
  .get("/activity", requireAdmin, requireRole("dashboard"), queryOf(activityQuerySchema), async (c) => {
    const types = reachableKeys(signedInRole(c), DASHBOARD_AREAS.activity);
    return c.json(await recentActivity(c.var.app.db, c.req.valid("query").limit, types));
  })

  .get("/analytics", requireAdmin, requireRole("dashboard"), async (c) =>
    c.json(onlyReachable(signedInRole(c), DASHBOARD_AREAS.analytics, await dashboardAnalytics(c.var.app.db))),
  );
