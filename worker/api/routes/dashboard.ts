import { DASHBOARD, PAGING } from "@domain/constants";
import { dashboardStats, recentActivity } from "@worker/data/dashboard";
import { dashboardAnalytics } from "@worker/data/dashboard-analytics";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth-middleware";
import { parseOrThrow } from "../input";
import type { ApiEnv } from "../types";

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DASHBOARD.activityMaxLimit).default(PAGING.activityDefaultLimit),
});

export const dashboardRoutes = new Hono<ApiEnv>();

dashboardRoutes.get("/", requireAdmin, async (c) => c.json(await dashboardStats(c.var.app.db)));

dashboardRoutes.get("/activity", requireAdmin, async (c) => {
  const { limit } = parseOrThrow(activityQuerySchema, c.req.query());
  return c.json(await recentActivity(c.var.app.db, limit));
});

dashboardRoutes.get("/analytics", requireAdmin, async (c) => c.json(await dashboardAnalytics(c.var.app.db)));
