import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import type { Taken } from "@worker/data/booking/claim";
import type { Context } from "hono";

/** The body of a 409 "just taken" (or no longer offered): the error body, plus the next free slots. */
export interface SlotTakenBody {
  success: false;
  error: { code: "slot_taken" | "slot_unavailable"; message: string };
  alternatives: Taken["alternatives"];
}

const slotTakenBody = (taken: Taken): SlotTakenBody => ({
  success: false,
  error:
    taken.reason === "taken"
      ? { code: "slot_taken", message: B.justTaken }
      : { code: "slot_unavailable", message: B.noLongerFree },
  alternatives: taken.alternatives,
});

/** 409 with the next free slots, so a caller can offer them at once (documented as answers/booking.ts's SlotTaken). */
export const slotTakenAnswer = (c: Context, taken: Taken) => c.json(slotTakenBody(taken), 409);
