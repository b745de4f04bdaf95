import { BOOKING } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { bookingRequestSchema, slotChoiceSchema } from "@domain/schemas/booking";
import { type BookingOutcome, bookSlot, holdSlot } from "@worker/data/booking/book";
import { bookingChoices } from "@worker/data/booking/public-slots";
import { visitorOf } from "@worker/data/submissions";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { errors } from "../errors";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import type { ApiEnv } from "../types";

const availabilityQuery = z.object({
  area: z.string().max(100).optional(),
  attorney: z.string().max(100).optional(),
  type: z.coerce.number().int().min(1).optional(),
});

/** 409 "just taken" with the next free slots (the error body plus `alternatives`), so a caller can offer them at once. */
function answerRefusal(c: Context, outcome: Exclude<BookingOutcome, { kind: "booked" | "discarded" }>) {
  if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
  if (outcome.kind === "invalid") throw errors.validation({ typeId: [outcome.message] });
  return c.json(
    {
      success: false,
      error:
        outcome.reason === "taken"
          ? { code: "slot_taken", message: B.justTaken }
          : { code: "slot_unavailable", message: B.noLongerFree },
      alternatives: outcome.alternatives,
    },
    409,
  );
}

/** Online booking (issue 26): public availability, holds and bookings. */
export const bookingsRoutes = new Hono<ApiEnv>()
  /** Free slots from now; may be served from the edge cache for up to a minute (re-checked when booking). */
  .get("/availability", queryOf(availabilityQuery), async (c) => {
    const now = new Date().toISOString();
    const choices = await bookingChoices(c.var.app.db, c.req.valid("query"), now);
    c.header("Cache-Control", `public, max-age=${BOOKING.cacheSeconds}`);
    return c.json({
      type: choices.type,
      attorneys: choices.attorneys,
      slots: choices.slots,
    });
  })

  /** Holds a slot for a few minutes while the visitor fills in the form. */
  .post("/holds", jsonBody(slotChoiceSchema), async (c) => {
    const outcome = await holdSlot(c.var.app, c.req.valid("json"), new Date().toISOString());
    if (outcome.kind !== "held") return answerRefusal(c, outcome);
    return c.json(
      { hold: outcome.hold, startAt: outcome.booking.startAt, expiresAt: outcome.booking.holdExpiresAt },
      201,
    );
  })

  /** Books a slot with the visitor's details; it becomes an enquiry assigned to the attorney. */
  .post("/", jsonBody(bookingRequestSchema), requireHuman, async (c) => {
    const outcome = await bookSlot(c.var.app, c.req.valid("json"), visitorOf(c.req.raw), new Date().toISOString());
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
  });
