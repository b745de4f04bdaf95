import { SOURCE_WINDOWS } from "@domain/attribution";
import type { EnquirySources } from "@worker/data/dashboard-sources";
import { z } from "zod";
import { area, jsonSchema, ok, ref } from "./shared";
import { describing, isoTime } from "./stored";

/** Where enquiries come from (issue 26): the dashboard's figures by source, landing page and practice area. */

const counted = z.array(
  z.object({
    label: z.string(),
    enquiries: z.int().min(0),
    bookings: z.int().min(0).describe("Of those enquiries, the ones that booked a consultation (confirmed)."),
  }),
);
const sources = describing<EnquirySources>()(
  z.object({
    days: z.union(SOURCE_WINDOWS.map((d) => z.literal(d)) as [z.ZodLiteral<30>, z.ZodLiteral<90>]),
    since: isoTime.describe("The first instant counted."),
    bySource: counted.describe("The UTM source, else the referring host, else 'Direct'."),
    byLandingPage: counted.describe("The first page of the visit."),
    byPracticeArea: counted,
  }),
);

export const dashboardSourcesApi = area("Dashboard", (op) => ({
  paths: {
    "/api/dashboard/sources": {
      get: op("Enquiries and bookings by source, landing page and practice area", {
        operationId: "getEnquirySources",
        description:
          "Over the last 30 or 90 days, the ten biggest of each list. Enquiry figures: only for roles that reach enquiries.",
        admin: true,
        parameters: [
          {
            name: "days",
            in: "query",
            schema: { type: "integer", enum: [...SOURCE_WINDOWS], default: SOURCE_WINDOWS[0] },
            description: "The window in days.",
          },
        ],
        responses: { 200: ok("The lists.", ref("EnquirySources")) },
        errors: { 400: "Not 30 or 90 days." },
      }),
    },
  },
  schemas: { EnquirySources: jsonSchema(sources, "output") },
}));
