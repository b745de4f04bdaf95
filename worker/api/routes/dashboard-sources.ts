import { SOURCE_WINDOWS, type SourceWindow } from "@domain/attribution";
import { enquirySources } from "@worker/data/dashboard-sources";
import { Hono } from "hono";
import { z } from "zod";
import { ENQUIRY_SOURCES } from "../answers/dashboard";
import { requireAdmin, requireRole } from "../auth-middleware";
import { queryOf } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import type { ApiEnv } from "../types";

export const sourcesQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((d): d is SourceWindow => (SOURCE_WINDOWS as readonly number[]).includes(d), {
      message: `Choose ${SOURCE_WINDOWS.join(" or ")} days.`,
    })
    .default(SOURCE_WINDOWS[0])
    .meta({ enum: [...SOURCE_WINDOWS], description: "The window in days." }),
});

const sourcesDocs = describeRoutes("Dashboard")("Enquiries and bookings by source, landing page and practice area", {
  operationId: "getEnquirySources",
  description:
    "Over the last 30 or 90 days, the ten biggest of each list. Enquiry figures: only for roles that reach enquiries.",
  responses: { 200: ok("The lists.", ENQUIRY_SOURCES) },
  errors: { 400: "Not 30 or 90 days." },
});

/** /api/dashboard/sources: where enquiries and bookings came from; enquiry figures, so the enquiries area's. */
export const dashboardSourcesRoutes = new Hono<ApiEnv>().get(
  "/sources",
  sourcesDocs,
  requireAdmin,
  requireRole("enquiries"),
  queryOf(sourcesQuerySchema),
  async (c) => c.json(await enquirySources(c.var.app.db, c.req.valid("query").days as SourceWindow)),
);
