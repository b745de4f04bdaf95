import { AVAILABILITY_MESSAGES as M } from "@domain/booking-admin-messages";
import { ENTITY_NAMES } from "@domain/messages";
import { attorneyAvailabilityUpdateSchema, timeOffInputSchema } from "@domain/schemas/booking-settings";
import { now } from "@worker/clock";
import {
  addTimeOff,
  availabilityChoices,
  readAttorneyAvailability,
  removeTimeOff,
  saveAttorneyAvailability,
} from "@worker/data/booking/attorney-availability";
import { Hono } from "hono";
import { ATTORNEY_AVAILABILITY, ATTORNEY_AVAILABILITY_VIEW } from "../answers/availability";
import { meetingsInBlockConflict } from "../answers/calendar";
import { requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, found } from "../errors";
import { jsonBody } from "../input";
import { meetingsInBlockAnswer } from "../meetings-in-block";
import { ok, pathParam, succeeded } from "../openapi/components/answers";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import { MAX_ID } from "../route-params";
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

const op = describeRoutes("Booking");
const attorney = pathParam("id", { type: "string", examples: ["sarah-johnson"] });
const noAttorney = { 404: "No such attorney." };
const docs = {
  read: op("An attorney's weekly hours, time off, consultation types and practice areas", {
    operationId: "getAttorneyAvailability",
    parameters: [attorney],
    responses: { 200: ok("The availability and what may be chosen.", ATTORNEY_AVAILABILITY_VIEW) },
    errors: noAttorney,
  }),
  replace: op("Replace an attorney's weekly hours, types and areas", {
    operationId: "replaceAttorneyAvailability",
    description:
      "Weekly hours per weekday (several stretches, start before end, none overlapping), the consultation types and the practice areas taken. /book follows at once.",
    parameters: [attorney],
    responses: { 200: ok("The stored availability.", ATTORNEY_AVAILABILITY) },
    errors: noAttorney,
  }),
  addTimeOff: op("Add whole days off", {
    operationId: "addAttorneyTimeOff",
    description:
      "From the first day's start to the end of the last, read in the firm's zone. Booked meetings in those days refuse it (409, listed): block the time with POST /api/calendar/blocks, which asks what to do with them.",
    parameters: [attorney],
    responses: {
      201: ok("The availability with the new time off.", ATTORNEY_AVAILABILITY),
      ...meetingsInBlockConflict,
    },
    errors: noAttorney,
  }),
  removeTimeOff: op("Remove time off", {
    operationId: "removeAttorneyTimeOff",
    parameters: [attorney, pathParam("timeOffId", { type: "integer", minimum: 1, maximum: MAX_ID })],
    responses: succeeded("Removed."),
    errors: { 404: "No such time off for this attorney." },
  }),
};
const bodies = {
  hours: namedBody("AttorneyAvailabilityInput", attorneyAvailabilityUpdateSchema),
  timeOff: namedBody("TimeOffInput", timeOffInputSchema),
};

/** /api/attorney-availability/:id: an attorney's weekly hours, time off, and the types and areas taken (issue 26). */
export const attorneyAvailabilityRoutes = resourceRouter(AVAILABILITY, new Hono<ApiEnv>())
  /** The availability and what the editor chooses from. */
  .get("/:id", docs.read, ...staff, async (c) => {
    const db = c.var.app.db;
    const availability = found(await readAttorneyAvailability(db, c.req.param("id")), WHAT);
    return c.json({ ...availability, choices: await availabilityChoices(db) });
  })

  .put("/:id", docs.replace, ...staff, jsonBody(bodies.hours), async (c) =>
    writeAnswer(c, await saveAttorneyAvailability(c.var.app.db, c.req.param("id"), c.req.valid("json")), WHAT, 200),
  )

  .post("/:id/time-off", docs.addTimeOff, ...staff, jsonBody(bodies.timeOff), async (c) => {
    const outcome = await addTimeOff(c.var.app.db, c.req.param("id"), c.req.valid("json"), now().toISOString());
    if (!outcome.ok && outcome.problem === "meetings") return meetingsInBlockAnswer(c, outcome.meetings);
    return writeAnswer(c, outcome, WHAT, 201);
  })

  .delete("/:id/time-off/:timeOffId", docs.removeTimeOff, ...staff, async (c) => {
    const timeOffId = c.req.param("timeOffId");
    const removed = /^[1-9]\d{0,14}$/.test(timeOffId)
      ? await removeTimeOff(c.var.app.db, c.req.param("id"), Number(timeOffId))
      : false;
    if (!removed) throw new ApiError(404, "not_found", M.unknownTimeOff);
    return c.json({ success: true as const });
  });
