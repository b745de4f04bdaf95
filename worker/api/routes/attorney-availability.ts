import { AVAILABILITY_MESSAGES as M } from "@domain/booking-admin-messages";
import { ENTITY_NAMES } from "@domain/messages";
import { attorneyAvailabilityUpdateSchema, timeOffInputSchema } from "@domain/schemas/booking-settings";
import {
  addTimeOff,
  availabilityChoices,
  readAttorneyAvailability,
  removeTimeOff,
  saveAttorneyAvailability,
} from "@worker/data/booking/attorney-availability";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { jsonBody } from "../input";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";
import { writeAnswer } from "../write-answer";

const WHAT = ENTITY_NAMES.teamMember;
const staff = [requireAdmin, requireRole("attorneys")] as const;

/** An attorney's hours and time off, read as the one document it edits; the public slots follow it. */
const AVAILABILITY: Resource = {
  entity: "attorney_availability",
  publicContent: true,
  read: async (db, id) => {
    const doc = await readAttorneyAvailability(db, id);
    return doc && { ...doc };
  },
  actions: { POST: "update", DELETE: "update" },
};

/** /api/attorney-availability/:id: an attorney's weekly hours, time off, and the types and areas taken (issue 26). */
export const attorneyAvailabilityRoutes = resourceRouter(AVAILABILITY, new Hono<ApiEnv>())
  /** The availability and what the editor chooses from. */
  .get("/:id", ...staff, async (c) => {
    const db = c.var.app.db;
    const availability = await readAttorneyAvailability(db, c.req.param("id"));
    if (!availability) throw errors.notFound(WHAT);
    return c.json({ ...availability, choices: await availabilityChoices(db) });
  })

  .put("/:id", ...staff, jsonBody(attorneyAvailabilityUpdateSchema), async (c) =>
    writeAnswer(c, await saveAttorneyAvailability(c.var.app.db, c.req.param("id"), c.req.valid("json")), WHAT, 200),
  )

  .post("/:id/time-off", ...staff, jsonBody(timeOffInputSchema), async (c) =>
    writeAnswer(c, await addTimeOff(c.var.app.db, c.req.param("id"), c.req.valid("json")), WHAT, 201),
  )

  .delete("/:id/time-off/:timeOffId", ...staff, async (c) => {
    const timeOffId = c.req.param("timeOffId");
    const removed = /^[1-9]\d{0,14}$/.test(timeOffId)
      ? await removeTimeOff(c.var.app.db, c.req.param("id"), Number(timeOffId))
      : false;
    if (!removed) throw new ApiError(404, "not_found", M.unknownTimeOff);
    return c.json({ success: true as const });
  });
