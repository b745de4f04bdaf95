import { firmSettings } from "@db/schema";
import { firmSettingsUpdateSchema } from "@domain/schemas/settings";
import { locateOffice } from "@worker/data/office-location";
import {
  firmSettingsVersion,
  getFirmSettings,
  publicSettings,
  readFirmSettings,
  updateFirmSettings,
} from "@worker/data/settings";
import { Hono } from "hono";
import { PUBLIC_SETTINGS_ANSWER, SETTINGS_ANSWER } from "../answers/settings";
import { requireAdmin, requireRole } from "../auth-middleware";
import { editConflict, expectedVersion, tagVersion } from "../edit-conflict";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { CAPPED } from "../openapi/components/errors";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

/** Where the audit log keeps the settings' saves. */
const SETTINGS_ITEM = { entity: "settings", id: "1" };

const FIRM_SETTINGS: Resource = {
  entity: "settings",
  publicContent: true,
  edgeCached: true,
  table: firmSettings,
  idColumn: firmSettings.id,
  fixedId: 1,
};

const op = describeRoutes("Site");
const saved = { 200: ok("The firm's settings, whole.", SETTINGS_ANSWER) };
const docs = {
  read: op("The firm's details, hours and legal texts, as the site shows them", {
    responses: { 200: ok("The public settings.", PUBLIC_SETTINGS_ANSWER) },
    errors: CAPPED,
  }),
  readAll: op("Every setting, the staff-only ones too (notification addresses, wording, retention)", {
    responses: saved,
    versioned: "read",
  }),
  save: op("Save the fields sent; the rest (and hours by day) are kept", { responses: saved, versioned: "save" }),
};

/** /api/settings: the firm's public details, hours and legal texts (DESIGN §4), one object. */
export const settingsRoutes = resourceRouter(FIRM_SETTINGS, new Hono<ApiEnv>())

  /** What the site shows: everything but the staff-only fields (STAFF_ONLY_SETTINGS). */
  .get("/", docs.read, async (c) => c.json(publicSettings(await readFirmSettings(c.var.app.db))))

  /** Every field, for the Settings screen: notification addresses, email wording, retention too. */
  .get("/all", docs.readAll, requireAdmin, requireRole("settings"), async (c) => {
    // The version first: a save landing between the two reads makes the tag older, never newer, than the body.
    tagVersion(c, await firmSettingsVersion(c.var.app.db));
    return c.json(await readFirmSettings(c.var.app.db));
  })

  /**
   * Saves the fields sent and keeps the rest; answers the whole stored object. A new address is looked
   * up for the contact page's map (GEOCODER_URL); `mapAddress` in the answer says whether it was found.
   */
  .put("/", docs.save, requireAdmin, requireRole("settings"), jsonBody(firmSettingsUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.app.db;
    const current = await getFirmSettings(db);
    const location = await locateOffice(c.var.app, input, current);
    const expected = expectedVersion(c);
    const saved = await updateFirmSettings(db, { ...input, ...location }, current, expected);
    if (!saved) {
      const version = (await firmSettingsVersion(db)) ?? "";
      throw await editConflict(c, SETTINGS_ITEM, version, await readFirmSettings(db));
    }
    tagVersion(c, saved.version);
    return c.json(saved.settings);
  });
