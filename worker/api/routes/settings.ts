import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { publicSettings, readFirmSettings, updateFirmSettings } from "@worker/data/settings";
import { Hono } from "hono";
import { requireAdmin } from "../auth-middleware";
import { jsonBody } from "../input";
import type { ApiEnv } from "../types";

/** /api/settings: the firm's public details, hours and legal texts (DESIGN §4), one object. */
export const settingsRoutes = new Hono<ApiEnv>()

  /** Staff get every field; visitors not the internal ones (notification addresses, wording, retention). */
  .get("/", async (c) => {
    const settings = await readFirmSettings(c.var.app.db);
    return c.json(c.var.admin ? settings : publicSettings(settings));
  })

  /** Saves the fields sent and keeps the rest; answers the whole stored object. */
  .put("/", requireAdmin, jsonBody(firmSettingsUpdateSchema), async (c) => {
    return c.json(await updateFirmSettings(c.var.app.db, c.req.valid("json")));
  });
