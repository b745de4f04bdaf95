import { SOURCE_WINDOWS, type SourceWindow } from "@domain/attribution";
import { enquirySources } from "@worker/data/dashboard-sources";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { queryOf } from "../input";
import type { ApiEnv } from "../types";

export const sourcesQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d): d is SourceWindow => (SOURCE_WINDOWS as readonly number[]).includes(d), {
      message: `Choose ${SOURCE_WINDOWS.join(" or ")} days.`,
    })
    .default(SOURCE_WINDOWS[0]),
});

/** /api/dashboard/sources: where enquiries and bookings came from; enquiry figures, so the enquiries area's. */
export const dashboardSourcesRoutes = new Hono<ApiEnv>().get(
  "/sources",
  requireAdmin,
  requireRole("enquiries"),
  queryOf(sourcesQuerySchema),
  async (c) => c.json(await enquirySources(c.var.app.db, c.req.valid("query").days as SourceWindow)),
);
