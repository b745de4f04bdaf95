import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { locateOffice } from "@worker/data/office-location";
import { getFirmSettings, publicSettings, readFirmSettings, updateFirmSettings } from "@worker/data/settings";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { jsonBody } from "../input";
import type { ApiEnv } from "../types";

/** /api/settings: the firm's public details, hours and legal texts (DESIGN §4), one object. */
export const settingsRoutes = new Hono<ApiEnv>()

  /** What the site shows: everything but the staff-only fields (STAFF_ONLY_SETTINGS). */
  .get("/", async (c) => c.json(publicSettings(await readFirmSettings(c.var.app.db))))

  /** Every field, for the Settings screen: notification addresses, email wording, retention too. */
  .get("/all", requireAdmin, requireRole("settings"), async (c) => c.json(await readFirmSettings(c.var.app.db)))

  /**
   * Saves the fields sent and keeps the rest; answers the whole stored object. A new address is looked
   * up for the contact page's map (GEOCODER_URL); `mapAddress` in the answer says whether it was found.
   */
  .put("/", requireAdmin, requireRole("settings"), jsonBody(firmSettingsUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.app.db;
    const current = await getFirmSettings(db);
    const location = await locateOffice(c.var.app, input, current);
    return c.json(await updateFirmSettings(db, { ...input, ...location }, current));
  });
