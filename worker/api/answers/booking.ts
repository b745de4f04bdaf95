import { BOOKING_STATUSES, CONSULTATION_MODES } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import type { ConsultationType } from "@domain/rows";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { anyOfAnswers, component, json, ref } from "../openapi/generator/schemas";
import type { SlotTakenBody } from "../slot-taken";

/** What the public booking routes answer (/api/bookings), built when the document is. */

/** A free slot, as availability lists it and a 409's `alternatives` repeat it. */
export const slotShape = () =>
  z.object({
    start: isoTime.describe("UTC."),
    end: isoTime.describe("UTC."),
    attorneyId: z.string().describe("The attorney the slot is with."),
  });

export const BOOKING_AVAILABILITY = component("BookingAvailability", () =>
  z.object({
    type: describing<ConsultationType>()(
      z.object({
        id: z.int().min(1),
        name: z.string(),
        minutes: z.int(),
        modes: z.array(z.enum(CONSULTATION_MODES)),
        priceNote: z.string().describe("Empty: free."),
        active: z.boolean(),
        sortOrder: z.int(),
        createdAt: isoTime,
        updatedAt: isoTime,
      }),
    )
      .nullable()
      .describe(
        "The consultation type the slots are for (the first offered unless one was asked); null: none offered.",
      ),
    attorneys: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), image: z.string().nullable() })),
    slots: z
      .array(slotShape())
      .describe("Free slots, earliest first; with 'first available', each names the first attorney free at that time."),
  }),
);

export const SLOT_HELD = component("SlotHeld", () =>
  z.object({
    hold: z.string().describe("The hold's secret: the page's second step sends it back."),
    startAt: isoTime,
    expiresAt: isoTime,
  }),
);

export const BOOKED = component("Booked", () =>
  z.object({
    success: z.literal(true),
    id: z.int().nullable(),
    attorneyId: z.string().optional(),
    startAt: isoTime.optional(),
    endAt: isoTime.optional(),
    manageToken: z.string().optional().describe("The secret of the manage link (reschedule, cancel)."),
  }),
);

export const MANAGED_BOOKING = component("ManagedBooking", () =>
  z.object({
    id: z.int(),
    attorneyId: z.string(),
    attorneyName: z.string(),
    typeName: z.string(),
    startAt: isoTime,
    endAt: isoTime,
    status: z.enum(BOOKING_STATUSES),
    changeable: z.boolean().describe("False once cancelled or started."),
    reason: z.string().nullable().describe("Why it can no longer change."),
    movesLeft: z.int().min(0).describe("Moves this manage link may still make (cancelling stays possible)."),
  }),
);

export const MANAGE_DONE = component("ManageDone", () =>
  z.object({ success: z.literal(true), message: z.string(), startAt: isoTime.optional(), endAt: isoTime.optional() }),
);

/** What a 409 of a slot just taken sends (worker/api/slot-taken.ts): the error body, plus `alternatives`. */
export const slotTakenSchema = () =>
  describing<SlotTakenBody>()(
    z.object({
      success: z.literal(false),
      error: z.object({
        code: z.enum(["slot_taken", "slot_unavailable"]),
        message: z.string().describe(`"${B.justTaken}" (slot_taken) or "${B.noLongerFree}" (slot_unavailable).`),
      }),
      alternatives: z
        .array(slotShape())
        .describe("The next free slots, each shaped as a slot of getBookingAvailability; [] when none."),
    }),
  );

const SLOT_TAKEN = component("SlotTaken", slotTakenSchema);
const ERROR = { toOpenAPISchema: async () => ({ schema: ref("Error") }) };

/** The 409 of a route that claims a slot; `otherwise` names its other conflicts, answered with the plain error body. */
export const slotTakenConflict = (otherwise?: string) => ({
  409: {
    description: `The slot was just taken or is no longer offered${otherwise ? `, or: ${otherwise}` : ""}.`,
    content: json(otherwise ? anyOfAnswers(SLOT_TAKEN, ERROR) : SLOT_TAKEN),
  },
});
