import { BOOKING_STATUSES } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import {
  bookingRequestSchema,
  manageRescheduleSchema,
  manageTokenSchema,
  slotChoiceSchema,
} from "@domain/schemas/booking";
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

const managed = z.object({
  id: z.int(),
  attorneyId: z.string(),
  attorneyName: z.string(),
  typeName: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  status: z.enum(BOOKING_STATUSES),
  changeable: z.boolean().describe("False once cancelled or started."),
  reason: z.string().nullable().describe("Why it can no longer change."),
});
const manageDone = z.object({
  success: z.literal(true),
  message: z.string(),
  startAt: isoTime.optional(),
  endAt: isoTime.optional(),
});
const badLink = { 404: `"${B.badLink}" (code bad_link): the token is malformed, altered or unknown.` };

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
      "/api/bookings/manage": {
        get: op(
          "getManagedBooking",
          "The booking behind a manage link",
          "What the visitor booked (attorney, type, UTC times, status) and whether it can still change: not once cancelled or started. The token is the manage link's, from the confirmation email; a malformed, altered or unknown one is a 404 (code bad_link).",
          {
            parameters: [
              {
                name: "token",
                in: "query",
                required: true,
                schema: { type: "string", maxLength: 200 },
                description: "The manage link's token: '<booking id>.<secret>'.",
              },
            ],
            responses: { 200: ok("The booking.", ref("ManagedBooking")) },
            errors: badLink,
          },
        ),
      },
      "/api/bookings/manage/cancel": {
        post: op(
          "cancelManagedBooking",
          "Cancel through the manage link",
          "Cancels the booking once: the visitor and the attorney get METHOD:CANCEL with the invitation's UID and the slot is free again. A second cancel sends nothing and answers 409.",
          {
            body: ref("ManageToken"),
            responses: { 200: ok("Cancelled.", ref("ManageDone")) },
            errors: { ...badLink, 409: `"${B.alreadyCancelled}" or "${B.pastMeeting}"` },
          },
        ),
      },
      "/api/bookings/manage/reschedule": {
        post: op(
          "rescheduleManagedBooking",
          "Reschedule through the manage link",
          "Moves the booking to another free slot of the same attorney, re-checked inside the write; the visitor and the attorney get the updated invitation (the same UID, a higher SEQUENCE).",
          {
            body: ref("ManageReschedule"),
            responses: { 200: ok("Moved.", ref("ManageDone")) },
            errors: { ...badLink, 409: `"${B.alreadyCancelled}", "${B.pastMeeting}", or ${taken[409]}` },
          },
        ),
      },
    },
    schemas: {
      ManagedBooking: jsonSchema(managed, "output"),
      ManageToken: jsonSchema(manageTokenSchema, "input"),
      ManageReschedule: jsonSchema(manageRescheduleSchema, "input"),
      ManageDone: jsonSchema(manageDone, "output"),
      BookingAvailability: jsonSchema(availability, "output"),
      SlotChoice: jsonSchema(slotChoiceSchema, "input"),
      SlotHeld: jsonSchema(held, "output"),
      BookingRequest: jsonSchema(bookingRequestSchema, "input"),
      Booked: jsonSchema(booked, "output"),
    },
  };
}
