import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import type { Taken } from "@worker/data/booking/claim";
import type { Context } from "hono";

/** 409 "just taken" (or no longer offered) with the next free slots, so a caller can offer them at once. */
export const slotTakenAnswer = (c: Context, taken: Taken) =>
  c.json(
    {
      success: false as const,
      error:
        taken.reason === "taken"
          ? { code: "slot_taken", message: B.justTaken }
          : { code: "slot_unavailable", message: B.noLongerFree },
      alternatives: taken.alternatives,
    },
    409,
  );
