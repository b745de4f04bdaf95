import { bookingRequestSchema, slotChoiceSchema } from "@domain/schemas/booking";
import type { z } from "zod";

/** The request bodies of the booking routes, for the OpenAPI document's test. */
export const BOOKING_BODIES: Record<string, z.ZodType> = {
  "post /api/bookings/holds": slotChoiceSchema,
  "post /api/bookings": bookingRequestSchema,
};
