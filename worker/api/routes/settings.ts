import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { readFirmSettings, updateFirmSettings } from "@worker/data/settings";
import { Hono } from "hono";
import { requireAdmin } from "../auth-middleware";
import { readJson } from "../input";
import type { ApiEnv } from "../types";

/** /api/settings: the firm's public details, hours and legal texts (DESIGN §4), one object. */
export const settingsRoutes = new Hono<ApiEnv>();

settingsRoutes.get("/", async (c) => c.json(await readFirmSettings(c.var.app.db)));

/** Saves the fields sent and keeps the rest; answers the whole stored object. */
settingsRoutes.put("/", requireAdmin, async (c) => {
  const input = await readJson(c, firmSettingsUpdateSchema);
  return c.json(await updateFirmSettings(c.var.app.db, input));
});
