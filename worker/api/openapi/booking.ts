import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { bookingRequestSchema, slotChoiceSchema } from "@domain/schemas/booking";
import { z } from "zod";
import { HUMAN_CHECKED, humanCheckHeader, jsonSchema, ok, operations, ref, THROTTLED } from "./shared";
import { isoTime } from "./stored";

/** Online booking (issue 26): availability, holds, bookings and the visitor's manage link. */

const slot = z.object({
  start: isoTime.describe("UTC."),
  end: isoTime.describe("UTC."),
  attorneyId: z.string().describe("The attorney the slot is with (for 'first available', the first one free)."),
});
const availability = z.object({
  type: z.object({ id: z.int(), name: z.string(), minutes: z.int(), priceNote: z.string() }).passthrough().nullable(),
  attorneys: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), image: z.string().nullable() })),
  slots: z.array(slot),
});
const held = z.object({
  hold: z.string().describe("The hold's secret: the page's second step sends it back."),
  startAt: isoTime,
  expiresAt: isoTime,
});
const booked = z.object({
  success: z.literal(true),
  id: z.int().nullable(),
  attorneyId: z.string().optional(),
  startAt: isoTime.optional(),
  endAt: isoTime.optional(),
  manageToken: z.string().optional().describe("The secret of the manage link (reschedule, cancel)."),
});

/** A public operation (the builder leaves out the bearer token) with an id and a description of its own. */
const publicOp =
  (op: ReturnType<typeof operations>) =>
  (operationId: string, summary: string, description: string, spec: Parameters<ReturnType<typeof operations>>[1]) => ({
    operationId,
    ...op(summary, spec),
    description,
  });

/** The error body carries `alternatives` too: the next free slots after the one asked for, shaped as availability's slots. */
const taken = {
  409: `"${B.justTaken}" (code slot_taken) or "${B.noLongerFree}" (slot_unavailable); \`alternatives\` lists the next free slots, each shaped as a slot of getBookingAvailability.`,
};

export function bookingApi() {
  const op = publicOp(operations("Booking"));
  return {
    paths: {
      "/api/bookings/availability": {
        get: op(
          "getBookingAvailability",
          "Free consultation slots",
          "Free slots from now for an attorney (or every attorney of a practice area: 'first available') and a consultation type, in UTC. May be served from the edge cache for up to a minute; booking re-checks the slot.",
          {
            parameters: [
              { name: "area", in: "query", schema: { type: "string" }, description: "A practice area's slug." },
              { name: "attorney", in: "query", schema: { type: "string" }, description: "An attorney's id, or 'any'." },
              {
                name: "type",
                in: "query",
                schema: { type: "integer", minimum: 1 },
                description: "A consultation type.",
              },
            ],
            responses: { 200: ok("The resolved choices and the free slots.", ref("BookingAvailability")) },
            errors: { 400: "A parameter is malformed." },
          },
        ),
      },
      "/api/bookings/holds": {
        post: op(
          "holdBookingSlot",
          "Hold a slot while the visitor fills in the form",
          "Keeps the slot for a few minutes (nobody else can take it meanwhile). Answers the hold's secret.",
          {
            body: ref("SlotChoice"),
            responses: { 201: ok("Held.", ref("SlotHeld")) },
            errors: taken,
          },
        ),
      },
      "/api/bookings": {
        post: op(
          "createBooking",
          "Book a consultation",
          "Books the slot with the visitor's details (the contact form's, with consent, other parties and honeypot). The booking becomes an enquiry assigned to the attorney; the visitor and attorney get a calendar invitation. Exactly one of any number of concurrent bookers of a slot succeeds.",
          {
            body: ref("BookingRequest"),
            parameters: [humanCheckHeader],
            responses: { 201: ok("Booked (or silently discarded: the honeypot was filled).", ref("Booked")) },
            errors: { ...THROTTLED, ...HUMAN_CHECKED, ...taken },
          },
        ),
      },
    },
    schemas: {
      BookingAvailability: jsonSchema(availability, "output"),
      SlotChoice: jsonSchema(slotChoiceSchema, "input"),
      SlotHeld: jsonSchema(held, "output"),
      BookingRequest: jsonSchema(bookingRequestSchema, "input"),
      Booked: jsonSchema(booked, "output"),
    },
  };
}
