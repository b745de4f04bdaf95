import {
  attorneyAvailabilityUpdateSchema,
  bookingSettingsUpdateSchema,
  timeOffInputSchema,
} from "@domain/schemas/booking-settings";

/** The request bodies of the availability-editing routes, for the OpenAPI document's test. */
export const AVAILABILITY_BODIES = {
  "put /api/booking-settings": bookingSettingsUpdateSchema,
  "put /api/attorney-availability/{id}": attorneyAvailabilityUpdateSchema,
  "post /api/attorney-availability/{id}/time-off": timeOffInputSchema,
};
