import { bookingSettingsUpdateSchema } from "@domain/schemas/booking-settings";
import { readBookingSettingsDocument, saveBookingSettings } from "@worker/data/booking/settings-edit";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody } from "../input";
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

/** /api/booking-settings: consultation types, buffers, notice, horizon and closures (issue 26), one document. */
export const bookingSettingsRoutes = resourceRouter(BOOKING_RULES, new Hono<ApiEnv>())
  .get("/", requireAdmin, requireRole("settings"), async (c) => c.json(await readBookingSettingsDocument(c.var.app.db)))

  /** Replaces the document; /book follows at once (the write moves the edge cache's keys on). */
  .put("/", requireAdmin, requireRole("settings"), jsonBody(bookingSettingsUpdateSchema), async (c) =>
    writeAnswer(c, await saveBookingSettings(c.var.app.db, c.req.valid("json")), "The booking settings", 200),
  );
