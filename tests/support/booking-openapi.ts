import {
  bookingRequestSchema,
  holdRequestSchema,
  manageRescheduleSchema,
  manageTokenSchema,
  rescheduleSchema,
} from "@domain/schemas/booking";
import { blockTimeSchema } from "@domain/schemas/calendar";
import type { z } from "zod";

/** The request bodies of the booking and Calendar routes, for the OpenAPI document's test. */
export const BOOKING_BODIES: Record<string, z.ZodType> = {
  "post /api/bookings/holds": holdRequestSchema,
  "post /api/bookings": bookingRequestSchema,
  "post /api/bookings/manage/cancel": manageTokenSchema,
  "post /api/bookings/manage/reschedule": manageRescheduleSchema,
  "post /api/calendar/bookings/{id}/reschedule": rescheduleSchema,
  "post /api/calendar/blocks": blockTimeSchema,
};
