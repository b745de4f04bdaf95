import { BOOKING } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import {
  bookingRequestSchema,
  holdRequestSchema,
  manageRescheduleSchema,
  manageTokenSchema,
} from "@domain/schemas/booking";
import { now as clockNow } from "@worker/clock";
import { type BookingOutcome, bookSlot } from "@worker/data/booking/book";
import { holdSlot } from "@worker/data/booking/holds";
import { BOOKING_LIMITS } from "@worker/data/booking/limits";
import { bookingByManageToken } from "@worker/data/booking/lookups";
import { cancelBooking, moveByVisitor, movesLeft, type Unchangeable, unchangeable } from "@worker/data/booking/manage";
import { bookingChoices } from "@worker/data/booking/public-slots";
import { readBookingSummary } from "@worker/data/booking/summary";
import { visitorOf } from "@worker/data/submissions";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  BOOKED,
  BOOKING_AVAILABILITY,
  MANAGE_DONE,
  MANAGED_BOOKING,
  SLOT_HELD,
  slotTakenConflict,
} from "../answers/booking";
import { ApiError, errors } from "../errors";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import { ok } from "../openapi/components/answers";
import { THROTTLED } from "../openapi/components/errors";
import { namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes } from "../openapi/generator/route-docs";
import { type Resource, resourceRouter } from "../resource";
import { slotTakenAnswer } from "../slot-taken";
import type { ApiEnv } from "../types";

const availabilityQuery = z.object({
  area: z.string().max(100).optional().describe("A practice area's slug."),
  attorney: z.string().max(100).optional().describe("An attorney's id, or 'any'."),
  type: z.coerce.number().int().min(1).optional().describe("A consultation type."),
});

/** "Now" as the request's clock reads it (worker/clock.ts: tests name their instant). */
const nowIso = () => clockNow().toISOString();

/** 429: the client already keeps as many live holds as one visitor may. */
const holdsCapped = () =>
  new ApiError(429, "too_many_holds", B.holdsCapped, undefined, { "Retry-After": String(BOOKING.holdMinutes * 60) });

/** 409 "just taken" with the nearest free slots (the error body plus `alternatives`), so a caller can offer them at once. */
function answerRefusal(
  c: Context,
  outcome: Exclude<BookingOutcome, { kind: "booked" | "discarded" }> | { kind: "capped"; message: string },
) {
  if (outcome.kind === "capped") throw holdsCapped();
  if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
  if (outcome.kind === "invalid") throw errors.validation({ typeId: [outcome.message] });
  return slotTakenAnswer(c, outcome);
}

const whyMessage = (why: Unchangeable) => (why === "past" ? B.pastMeeting : B.alreadyCancelled);

/** The booking a manage token stands for; a malformed, altered or unknown token is a 404 with the link's message. */
async function bookingOf(c: Context<ApiEnv>, token: string) {
  const booking = await bookingByManageToken(c.var.app.db, token);
  if (!booking) throw new ApiError(404, "bad_link", B.badLink);
  return booking;
}

const op = describeRoutes("Booking");
const badLink = { 404: `"${B.badLink}" (code bad_link): the token is malformed, altered or unknown.` };
const docs = {
  availability: op("Free consultation slots", {
    operationId: "getBookingAvailability",
    description:
      "Free slots from now for an attorney (or every attorney of a practice area: 'first available') and a consultation type, in UTC. May be served from the edge cache for up to a minute; booking re-checks the slot.",
    responses: { 200: ok("The resolved choices and the free slots.", BOOKING_AVAILABILITY) },
    errors: { 400: "A parameter is malformed." },
  }),
  hold: op("Hold a slot while the visitor fills in the form", {
    operationId: "holdBookingSlot",
    description: `Keeps the slot for ${BOOKING.holdMinutes} minutes (nobody else can take it meanwhile). Answers the hold's secret. Each client (an IPv6 client by its /64, its /56 and /48 with 3 and 10 times as many) may start ${BOOKING_LIMITS.hold.limit} holds in ${BOOKING_LIMITS.hold.windowSeconds / 60} minutes and keep ${BOOKING.maxLiveHolds} at once; a hold naming the client's previous one in \`replaces\` releases it.`,
    responses: { 201: ok("Held.", SLOT_HELD), ...slotTakenConflict() },
    errors: { 429: `Too many holds started lately, or (code too_many_holds) "${B.holdsCapped}"` },
  }),
  book: op("Book a consultation", {
    operationId: "createBooking",
    description:
      "Books the slot with the visitor's details (the contact form's, with consent, other parties and honeypot). The booking becomes an enquiry assigned to the attorney; the visitor and attorney get a calendar invitation. Exactly one of any number of concurrent bookers of a slot succeeds.",
    responses: { 201: ok("Booked (or silently discarded: the honeypot was filled).", BOOKED), ...slotTakenConflict() },
    errors: THROTTLED,
  }),
  manage: op("The booking behind a manage link", {
    operationId: "getManagedBooking",
    description:
      "What the visitor booked (attorney, type, UTC times, status) and whether it can still change: not once cancelled or started. The token is the manage link's, from the confirmation email; a malformed, altered or unknown one is a 404 (code bad_link).",
    responses: { 200: ok("The booking.", MANAGED_BOOKING) },
    errors: { 400: "No token, or one over 200 characters.", ...badLink },
  }),
  cancel: op("Cancel through the manage link", {
    operationId: "cancelManagedBooking",
    description:
      "Cancels the booking once: the visitor, the attorney and the firm's intake addresses get METHOD:CANCEL with the invitation's UID and a higher SEQUENCE, and the slot is free again. A second cancel sends nothing and answers 409.",
    responses: { 200: ok("Cancelled.", MANAGE_DONE) },
    errors: { ...badLink, 409: `"${B.alreadyCancelled}" or "${B.pastMeeting}"` },
  }),
  reschedule: op("Reschedule through the manage link", {
    operationId: "rescheduleManagedBooking",
    description: `Moves the booking to another free slot of the same attorney, re-checked inside the write; the visitor, the attorney and the firm's intake addresses get the updated invitation (the same UID, a higher SEQUENCE). One manage link moves a booking at most ${BOOKING.maxVisitorMoves} times (then 409); each client may move ${BOOKING_LIMITS.move.limit} times in ${BOOKING_LIMITS.move.windowSeconds / 60} minutes.`,
    responses: {
      200: ok("Moved.", MANAGE_DONE),
      ...slotTakenConflict(`"${B.alreadyCancelled}", "${B.pastMeeting}" or "${B.movesUsed}"`),
    },
    errors: { ...badLink, ...THROTTLED },
  }),
};
const bodies = {
  hold: namedBody("HoldRequest", holdRequestSchema),
  booking: namedBody("BookingRequest", bookingRequestSchema),
  token: namedBody("ManageToken", manageTokenSchema),
  reschedule: namedBody("ManageReschedule", manageRescheduleSchema),
};

/** Visitors' bookings change the public slots; only the availability may come from the edge cache. */
const BOOKINGS: Resource = {
  entity: "booking",
  publicContent: true,
  parts: { "/availability": { entity: "booking", publicContent: true, edgeCached: true } },
};

/** Online booking (issue 26): public availability, holds and bookings. */
export const bookingsRoutes = resourceRouter(BOOKINGS, new Hono<ApiEnv>())
  /** Free slots from now; may be served from the edge cache for up to a minute (re-checked when booking). */
  .get("/availability", docs.availability, queryOf(availabilityQuery), async (c) => {
    const now = nowIso();
    const choices = await bookingChoices(c.var.app.db, c.req.valid("query"), now);
    c.header("Cache-Control", `public, max-age=${BOOKING.cacheSeconds}, s-maxage=${BOOKING.cacheSeconds}`);
    return c.json({
      type: choices.type,
      attorneys: choices.attorneys,
      slots: choices.slots,
    });
  })

  /** Holds a slot for a few minutes while the visitor fills in the form. */
  .post("/holds", docs.hold, jsonBody(bodies.hold), requireHuman, async (c) => {
    const outcome = await holdSlot(c.var.app, c.req.valid("json"), visitorOf(c.req.raw), nowIso());
    if (outcome.kind !== "held") return answerRefusal(c, outcome);
    return c.json(
      { hold: outcome.hold, startAt: outcome.booking.startAt, expiresAt: outcome.booking.holdExpiresAt },
      201,
    );
  })

  /** Books a slot with the visitor's details; it becomes an enquiry assigned to the attorney. */
  .post("/", docs.book, jsonBody(bodies.booking), requireHuman, async (c) => {
    const outcome = await bookSlot(c.var.app, c.req.valid("json"), visitorOf(c.req.raw), nowIso());
    if (outcome.kind === "discarded") return c.json({ success: true, id: null }, 201);
    if (outcome.kind !== "booked") return answerRefusal(c, outcome);
    const { booking } = outcome;
    return c.json(
      {
        success: true,
        id: booking.id,
        attorneyId: booking.attorneyId,
        startAt: booking.startAt,
        endAt: booking.endAt,
        manageToken: outcome.manageToken,
      },
      201,
    );
  })

  /** The visitor's manage link: what is booked and whether it can still change (404: tampered or unknown link). */
  .get("/manage", docs.manage, queryOf(manageTokenSchema), async (c) => {
    const booking = await bookingOf(c, c.req.valid("query").token);
    const summary = await readBookingSummary(c.var.app.db, booking);
    const why = unchangeable(booking, nowIso());
    c.header("Cache-Control", "no-store");
    return c.json({
      id: booking.id,
      attorneyId: booking.attorneyId,
      attorneyName: summary.attorneyName,
      typeName: summary.typeName,
      startAt: booking.startAt,
      endAt: booking.endAt,
      status: booking.status,
      changeable: why === null,
      reason: why === null ? null : whyMessage(why),
      movesLeft: movesLeft(booking),
    });
  })

  /** The visitor cancels through the manage link: once; a second cancel sends nothing and answers 409. */
  .post("/manage/cancel", docs.cancel, jsonBody(bodies.token), async (c) => {
    const app = c.var.app;
    const booking = await bookingOf(c, c.req.valid("json").token);
    const now = nowIso();
    const why = unchangeable(booking, now);
    if (why) throw errors.conflict(whyMessage(why));
    if (!(await cancelBooking(app, booking, now, app.publicOrigin))) throw errors.conflict(B.alreadyCancelled);
    return c.json({ success: true as const, message: B.cancelled });
  })

  /** The visitor moves the meeting through the manage link to another free slot of the same attorney. */
  .post("/manage/reschedule", docs.reschedule, jsonBody(bodies.reschedule), async (c) => {
    const app = c.var.app;
    const { token, start } = c.req.valid("json");
    const booking = await bookingOf(c, token);
    const outcome = await moveByVisitor(app, booking, start, nowIso(), {
      siteUrl: app.publicOrigin,
      manageToken: token,
      visitor: visitorOf(c.req.raw),
    });
    if (outcome.kind === "unchangeable") throw errors.conflict(whyMessage(outcome.why));
    if (outcome.kind === "capped") throw errors.conflict(B.movesUsed);
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    if (outcome.kind === "taken") return slotTakenAnswer(c, outcome);
    return c.json({
      success: true as const,
      message: B.rescheduled,
      startAt: outcome.booking.startAt,
      endAt: outcome.booking.endAt,
    });
  });
