import { DASHBOARD, PAGING } from "@domain/constants";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { dashboardAnalytics } from "@worker/data/dashboard-analytics";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { queryOf } from "../input";
import type { ApiEnv } from "../types";

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DASHBOARD.activityMaxLimit).default(PAGING.activityDefaultLimit),
});

export const dashboardRoutes = new Hono<ApiEnv>()

  .get("/", requireAdmin, requireRole("dashboard"), async (c) => c.json(await dashboardStats(c.var.app.db)))

  .get("/activity", requireAdmin, requireRole("dashboard"), queryOf(activityQuerySchema), async (c) => {
    return c.json(await recentActivity(c.var.app.db, c.req.valid("query").limit));
  })

  .get("/analytics", requireAdmin, requireRole("dashboard"), async (c) =>
    c.json(await dashboardAnalytics(c.var.app.db)),
  );
