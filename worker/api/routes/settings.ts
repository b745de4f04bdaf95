import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { publicSettings, readFirmSettings, updateFirmSettings } from "@worker/data/settings";
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

  /** Saves the fields sent and keeps the rest; answers the whole stored object. */
  .put("/", requireAdmin, requireRole("settings"), jsonBody(firmSettingsUpdateSchema), async (c) => {
    return c.json(await updateFirmSettings(c.var.app.db, c.req.valid("json")));
  });
