import { attorneyTimeOff, bookings } from "@db/schema";
import { CALENDAR_MESSAGES as M } from "@domain/calendar-messages";
import { rescheduleSchema } from "@domain/schemas/booking";
import { blockTimeSchema, calendarQuerySchema } from "@domain/schemas/calendar";
import {
  blockTime,
  calendarAttorneys,
  calendarMeeting,
  calendarRange,
  meetingsOfEnquiry,
  unblockTime,
} from "@worker/data/booking/calendar";
import { bookingById } from "@worker/data/booking/lookups";
import { cancelBooking, rescheduleBooking, unchangeable } from "@worker/data/booking/manage";
import { offeredSlots } from "@worker/data/booking/slots";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { jsonBody, queryOf } from "../input";
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
  .get("/", ...staff, queryOf(calendarQuerySchema), async (c) => {
    const db = c.var.app.db;
    const [range, attorneys] = await Promise.all([calendarRange(db, c.req.valid("query")), calendarAttorneys(db)]);
    c.header("Cache-Control", "no-store");
    return c.json({ ...range, attorneys });
  })

  /** The meetings an enquiry booked (its details show them). */
  .get("/enquiries/:id", ...staff, idParam(M.booking), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await meetingsOfEnquiry(c.var.app.db, c.req.valid("param").id));
  })

  /** Free slots a meeting may move to: the public rules, the attorney's other meetings and blocks. */
  .get("/bookings/:id/slots", ...staff, idParam(M.booking), async (c) => {
    const now = new Date().toISOString();
    const booking = await liveBooking(c, c.req.valid("param").id, now);
    const minutes = Math.round((Date.parse(booking.endAt) - Date.parse(booking.startAt)) / 60_000);
    c.header("Cache-Control", "no-store");
    return c.json(await offeredSlots(c.var.app.db, [booking.attorneyId], { minutes }, now, booking.id));
  })

  /** Moves a meeting to another free slot; the visitor gets the updated invitation (same UID, higher SEQUENCE). */
  .post("/bookings/:id/reschedule", ...staff, idParam(M.booking), jsonBody(rescheduleSchema), async (c) => {
    const app = c.var.app;
    const now = new Date().toISOString();
    const booking = await liveBooking(c, c.req.valid("param").id, now);
    const outcome = await rescheduleBooking(app, booking, c.req.valid("json").start, now, {
      siteUrl: app.publicOrigin,
      manageToken: null,
    });
    if (outcome.kind === "unchangeable") throw errors.conflict(M.notLive);
    if (outcome.kind === "taken") return slotTakenAnswer(c, outcome);
    const meeting = await calendarMeeting(app.db, booking.id);
    if (!meeting) throw errors.notFound(M.booking);
    return c.json(meeting);
  })

  /** Cancels a meeting once; the visitor and the attorney get METHOD:CANCEL with the same UID. */
  .post("/bookings/:id/cancel", ...staff, idParam(M.booking), async (c) => {
    const app = c.var.app;
    const now = new Date().toISOString();
    const booking = await liveBooking(c, c.req.valid("param").id, now);
    // Two staff cancelling at once: the UPDATE matches one of them; the other hears "already cancelled".
    if (!(await cancelBooking(app, booking, now, app.publicOrigin))) throw errors.conflict(M.alreadyCancelled);
    const meeting = await calendarMeeting(app.db, booking.id);
    if (!meeting) throw errors.notFound(M.booking);
    return c.json(meeting);
  })

  /** Blocks an attorney's time: its slots leave public availability at once. */
  .post("/blocks", ...staff, jsonBody(blockTimeSchema), async (c) => {
    const body = c.req.valid("json");
    if (body.end <= new Date().toISOString()) throw errors.validation({ end: [M.blockEnded] });
    const block = await blockTime(c.var.app.db, body);
    if (!block) throw errors.validation({ attorneyId: [M.unknownAttorney] });
    return c.json(block, 201);
  })

  /** Gives blocked time back to public availability. */
  .delete("/blocks/:id", ...staff, idParam(M.block), async (c) => {
    if (!(await unblockTime(c.var.app.db, c.req.valid("param").id))) throw errors.notFound(M.block);
    return c.json({ success: true as const });
  });
