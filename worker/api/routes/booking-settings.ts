import { bookingSettingsUpdateSchema } from "@domain/schemas/booking-settings";
import { readBookingSettingsDocument, saveBookingSettings } from "@worker/data/booking/settings-edit";
import { Hono } from "hono";
import { BOOKING_SETTINGS } from "../answers/availability";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { writeAnswer } from "../write-answer";

/** The booking rules, read as the document they edit; the public slots follow them. */
const BOOKING_RULES: Resource = {
  entity: "booking_settings",
  publicContent: true,
  fixedId: 1,
  read: async (db) => ({ ...(await readBookingSettingsDocument(db)) }),
};

const op = describeRoutes("Booking");
const docs = {
  read: op("The booking rules: consultation types, buffer, notice, horizon, closures", {
    operationId: "getBookingSettings",
    responses: { 200: ok("The document.", BOOKING_SETTINGS) },
  }),
  replace: op("Replace the booking rules", {
    operationId: "replaceBookingSettings",
    description:
      "Saves the whole document; /book follows at once. A type with an id is edited in place; a type left out stops being offered but stays for the bookings that name it. Closures are replaced.",
    responses: { 200: ok("The stored document.", BOOKING_SETTINGS) },
  }),
};

/** /api/booking-settings: consultation types, buffers, notice, horizon and closures (issue 26), one document. */
export const bookingSettingsRoutes = resourceRouter(BOOKING_RULES, new Hono<ApiEnv>())
  .get("/", docs.read, requireAdmin, requireRole("settings"), async (c) =>
    c.json(await readBookingSettingsDocument(c.var.app.db)),
  )

  /** Replaces the document; /book follows at once (the write moves the edge cache's keys on). */
  .put(
    "/",
    docs.replace,
    requireAdmin,
    requireRole("settings"),
    jsonBody(namedBody("BookingSettingsInput", bookingSettingsUpdateSchema)),
    async (c) =>
      writeAnswer(c, await saveBookingSettings(c.var.app.db, c.req.valid("json")), "The booking settings", 200),
  );
