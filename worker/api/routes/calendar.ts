import { attorneyTimeOff, bookings } from "@db/schema";
import { CALENDAR as LIMITS, CALENDAR_MESSAGES as M } from "@domain/calendar-messages";
import { rescheduleSchema } from "@domain/schemas/booking";
import { blockTimeSchema, calendarQuerySchema } from "@domain/schemas/calendar";
import { recordAudit } from "@worker/audit/record";
import { now } from "@worker/clock";
import { blockTime, unblockTime } from "@worker/data/booking/blocks";
import { calendarAttorneys, calendarMeeting, calendarRange, meetingsOfEnquiry } from "@worker/data/booking/calendar";
import { bookingById } from "@worker/data/booking/lookups";
import { cancelBooking, rescheduleBooking, unchangeable } from "@worker/data/booking/manage";
import { offeredSlots } from "@worker/data/booking/slots";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { slotTakenConflict } from "../answers/booking";
import {
  CALENDAR_BLOCK,
  CALENDAR_MEETING,
  CALENDAR_RANGE,
  CALENDAR_SLOT,
  meetingsInBlockConflict,
} from "../answers/calendar";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { meetingsInBlockAnswer } from "../meetings-in-block";
import { ok, succeeded } from "../openapi/components/answers";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import { slotTakenAnswer } from "../slot-taken";
import type { ApiEnv } from "../types";

const staff = [requireAdmin, requireRole("bookings")] as const;

/** A meeting that can still change: 404 unknown, 409 cancelled or over. */
async function liveBooking(c: { var: ApiEnv["Variables"] }, id: number, now: string) {
  const booking = await bookingById(c.var.app.db, id);
  if (!booking || booking.status === "held") throw errors.notFound(M.booking);
  const why = unchangeable(booking, now);
  if (why) throw errors.conflict(why === "cancelled" ? M.alreadyCancelled : M.notLive);
  return booking;
}

const op = describeRoutes("Calendar");
const gone = { 404: `${M.booking} was not found.`, 409: `${M.notLive} / ${M.alreadyCancelled}` };
const docs = {
  range: op("Meetings and blocked time in a range", {
    operationId: "listCalendar",
    description: `Meetings (booked or cancelled) and blocked times overlapping [from, to), of one attorney or the whole team, earliest first; at most ${LIMITS.maxRangeDays} days at once. Times are UTC; the back office shows them in the firm's zone.`,
    responses: { 200: ok("The range's meetings and blocks, and the team.", CALENDAR_RANGE) },
    errors: { 400: `A malformed instant or attorney, or: ${M.range}` },
  }),
  ofEnquiry: op("An enquiry's meetings", {
    operationId: "listEnquiryMeetings",
    description: "The consultations an enquiry booked, earliest first: shown in the enquiry's details.",
    responses: { 200: ok("The enquiry's meetings ([] for an enquiry without one).", arrayOf(CALENDAR_MEETING)) },
    errors: { 404: "The id is not a number." },
  }),
  slots: op("Where a meeting may move", {
    operationId: "listRescheduleSlots",
    description:
      "Free slots of the meeting's attorney for its length, by the public rules (hours, closures, notice, horizon, buffers, blocked time), the meeting itself left out.",
    responses: { 200: ok("Free slots, earliest first.", arrayOf(CALENDAR_SLOT)) },
    errors: gone,
  }),
  reschedule: op("Reschedule a meeting", {
    operationId: "rescheduleMeeting",
    description:
      "Moves a meeting to another free slot of its attorney. The slot is re-checked inside the write; the visitor and the attorney get the updated invitation (METHOD:REQUEST, the same UID, a higher SEQUENCE).",
    responses: { 200: ok("Moved.", CALENDAR_MEETING), ...slotTakenConflict(`${M.notLive} / ${M.alreadyCancelled}`) },
    errors: { 404: gone[404] },
  }),
  cancel: op("Cancel a meeting", {
    operationId: "cancelMeeting",
    description:
      "Cancels a meeting once: the visitor and the attorney get METHOD:CANCEL with the invitation's UID, and the slot is free again. A second cancel sends nothing.",
    responses: { 200: ok("Cancelled.", CALENDAR_MEETING) },
    errors: gone,
  }),
  block: op("Block time", {
    operationId: "blockTime",
    description:
      "Takes a range of an attorney's time out of public availability at once. Booked meetings inside it are never passed over: without `meetings` the answer is 409 listing them; with `meetings: { action, ids }` naming every one of them, `keep` blocks around them and `cancel` cancels them (each client and the attorney get METHOD:CANCEL). A meeting booked after the list was read makes it ask again.",
    responses: { 201: ok("Blocked.", CALENDAR_BLOCK), ...meetingsInBlockConflict },
    errors: {
      400: `Malformed JSON or failed validation (messages per field), including: ${M.blockEnded} ${M.unknownAttorney}`,
    },
  }),
  unblock: op("Unblock time", {
    operationId: "unblockTime",
    description: "Gives blocked time back to public availability.",
    responses: succeeded("Unblocked."),
    errors: { 404: `${M.block} was not found.` },
  }),
};
const bodies = {
  reschedule: namedBody("Reschedule", rescheduleSchema),
  block: namedBody("BlockTime", blockTimeSchema),
};

/** The staff Calendar: a meeting's move or cancellation (its secret hashes are redacted by name), blocked time; both change the public slots. */
const CALENDAR: Resource = {
  entity: "calendar",
  publicContent: true,
  parts: {
    "/bookings/*": { entity: "booking", publicContent: true, table: bookings, idColumn: bookings.id },
    "/blocks/*": { entity: "time_block", publicContent: true, table: attorneyTimeOff, idColumn: attorneyTimeOff.id },
  },
};

/** The staff Calendar (issue 26): meetings and blocked time by range; moving, cancelling, blocking. */
export const calendarRoutes = resourceRouter(CALENDAR, new Hono<ApiEnv>())
  /** Meetings and blocked times overlapping a range, of one attorney or all, with the team to filter by. */
  .get("/", docs.range, ...staff, queryOf(calendarQuerySchema), async (c) => {
    const db = c.var.app.db;
    const [range, attorneys] = await Promise.all([calendarRange(db, c.req.valid("query")), calendarAttorneys(db)]);
    c.header("Cache-Control", "no-store");
    return c.json({ ...range, attorneys });
  })

  /** The meetings an enquiry booked (its details show them). */
  .get("/enquiries/:id", docs.ofEnquiry, ...staff, idParam(M.booking), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await meetingsOfEnquiry(c.var.app.db, c.req.valid("param").id));
  })

  /** Free slots a meeting may move to: the public rules, the attorney's other meetings and blocks. */
  .get("/bookings/:id/slots", docs.slots, ...staff, idParam(M.booking), async (c) => {
    const now = new Date().toISOString();
    const booking = await liveBooking(c, c.req.valid("param").id, now);
    const minutes = Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000);
    c.header("Cache-Control", "no-store");
    return c.json(await offeredSlots(c.var.app.db, [booking.attorneyId], { minutes }, now, booking.id));
  })

  /** Moves a meeting to another free slot; the visitor gets the updated invitation (same UID, higher SEQUENCE). */
  .post(
    "/bookings/:id/reschedule",
    docs.reschedule,
    ...staff,
    idParam(M.booking),
    jsonBody(bodies.reschedule),
    async (c) => {
      const app = c.var.app;
      const now = new Date().toISOString();
      const booking = await liveBooking(c, c.req.valid("param").id, now);
      const outcome = await rescheduleBooking(app, booking, c.req.valid("json").start, now, {
        siteUrl: app.publicOrigin,
        manageToken: null,
      });
      if (outcome.kind === "unchangeable") throw errors.conflict(M.notLive);
      if (outcome.kind === "taken") return slotTakenAnswer(c, outcome);
      return c.json(found(await calendarMeeting(app.db, booking.id), M.booking));
    },
  )

  /** Cancels a meeting once; the visitor and the attorney get METHOD:CANCEL with the same UID. */
  .post("/bookings/:id/cancel", docs.cancel, ...staff, idParam(M.booking), async (c) => {
    const app = c.var.app;
    const now = new Date().toISOString();
    const booking = await liveBooking(c, c.req.valid("param").id, now);
    // Two staff cancelling at once: the UPDATE matches one of them; the other hears "already cancelled".
    if (!(await cancelBooking(app, booking, now, app.publicOrigin))) throw errors.conflict(M.alreadyCancelled);
    return c.json(found(await calendarMeeting(app.db, booking.id), M.booking));
  })

  /** Blocks an attorney's time (its slots leave public availability at once); booked meetings under it are listed (409) until staff decide on them. */
  .post("/blocks", docs.block, ...staff, jsonBody(bodies.block), async (c) => {
    const body = c.req.valid("json");
    const at = now().toISOString();
    if (body.end <= at) throw errors.validation({ end: [M.blockEnded] });
    const outcome = await blockTime(c.var.app, body, at, c.var.app.publicOrigin);
    if (outcome.kind === "no_attorney") throw errors.validation({ attorneyId: [M.unknownAttorney] });
    if (outcome.kind === "meetings") return meetingsInBlockAnswer(c, outcome.meetings);
    // The middleware logs the block; each meeting it cancelled is logged as a cancellation from the Calendar is.
    const actor = c.var.admin ? { id: c.var.admin.adminId, email: c.var.admin.email } : null;
    for (const entityId of outcome.cancelled) {
      const event = { actor, address: clientAddress(c.req.raw), entity: "booking", entityId };
      await recordAudit(c.var.app.db, { ...event, action: "cancelled" });
    }
    return c.json(outcome.block, 201);
  })

  /** Gives blocked time back to public availability. */
  .delete("/blocks/:id", docs.unblock, ...staff, idParam(M.block), async (c) => {
    if (!(await unblockTime(c.var.app.db, c.req.valid("param").id))) throw errors.notFound(M.block);
    return c.json({ success: true as const });
  });
