import { CONSULTATION_MODES } from "@domain/booking";
import {
  attorneyAvailabilityUpdateSchema,
  bookingSettingsUpdateSchema,
  timeOffInputSchema,
} from "@domain/schemas/booking-settings";
import type { AttorneyAvailability, AvailabilityChoices } from "@worker/data/booking/attorney-availability";
import type { BookingSettingsDocument } from "@worker/data/booking/settings-edit";
import { z } from "zod";
import { area, jsonSchema, ok, pathParam, ref, succeeded } from "./shared";
import { describing, isoTime } from "./stored";

/** Staff editing of what /book offers (issue 26): the firm's booking rules and each attorney's availability. */

const day = z.iso.date();
const settingsDocument = describing<BookingSettingsDocument>()(
  z.object({
    bufferMinutes: z.int().describe("Free minutes kept before and after every meeting."),
    noticeMinutes: z.int().describe("How far ahead of now the earliest slot starts."),
    horizonDays: z.int().describe("How many days ahead visitors may book."),
    stepMinutes: z.int().describe("Slots start on this grid."),
    types: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        minutes: z.int(),
        modes: z.array(z.enum(CONSULTATION_MODES)),
        priceNote: z.string().describe("Empty: free."),
      }),
    ),
    closures: z.array(
      z.object({
        id: z.int(),
        startDate: day,
        endDate: day.describe("Included."),
        label: z.string(),
      }),
    ),
  }),
);
const availability = describing<AttorneyAvailability>()(
  z.object({
    attorneyId: z.string(),
    hours: z.array(
      z.object({
        weekday: z.int().describe("ISO: 1 Monday … 7 Sunday."),
        start: z.string().describe("HH:MM in the firm's zone."),
        end: z.string().describe("HH:MM in the firm's zone."),
      }),
    ),
    typeIds: z.array(z.int()),
    practiceAreaIds: z.array(z.int()),
    timeOff: z.array(z.object({ id: z.int(), startAt: isoTime, endAt: isoTime, reason: z.string() })),
  }),
);
const choices = describing<AvailabilityChoices>()(
  z.object({
    timeZone: z.string().describe("The firm's IANA zone: hours and days are read in it."),
    types: z.array(z.object({ id: z.int(), name: z.string() })),
    practiceAreas: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
);

const attorney = pathParam("id", { type: "string", examples: ["sarah-johnson"] });

export const availabilityApi = area("Booking", (op) => ({
  paths: {
    "/api/booking-settings": {
      get: op("The booking rules: consultation types, buffer, notice, horizon, closures", {
        operationId: "getBookingSettings",
        admin: true,
        responses: { 200: ok("The document.", ref("BookingSettings")) },
      }),
      put: op("Replace the booking rules", {
        operationId: "replaceBookingSettings",
        description:
          "Saves the whole document; /book follows at once. A type with an id is edited in place; a type left out stops being offered but stays for the bookings that name it. Closures are replaced.",
        admin: true,
        body: ref("BookingSettingsInput"),
        responses: { 200: ok("The stored document.", ref("BookingSettings")) },
      }),
    },
    "/api/attorney-availability/{id}": {
      get: op("An attorney's weekly hours, time off, consultation types and practice areas", {
        operationId: "getAttorneyAvailability",
        admin: true,
        parameters: [attorney],
        responses: { 200: ok("The availability and what may be chosen.", ref("AttorneyAvailabilityView")) },
        errors: { 404: "No such attorney." },
      }),
      put: op("Replace an attorney's weekly hours, types and areas", {
        operationId: "replaceAttorneyAvailability",
        description:
          "Weekly hours per weekday (several stretches, start before end, none overlapping), the consultation types and the practice areas taken. /book follows at once.",
        admin: true,
        parameters: [attorney],
        body: ref("AttorneyAvailabilityInput"),
        responses: { 200: ok("The stored availability.", ref("AttorneyAvailability")) },
        errors: { 404: "No such attorney." },
      }),
    },
    "/api/attorney-availability/{id}/time-off": {
      post: op("Add whole days off", {
        operationId: "addAttorneyTimeOff",
        description: "From the first day's start to the end of the last, read in the firm's zone.",
        admin: true,
        parameters: [attorney],
        body: ref("TimeOffInput"),
        responses: { 201: ok("The availability with the new time off.", ref("AttorneyAvailability")) },
        errors: { 404: "No such attorney." },
      }),
    },
    "/api/attorney-availability/{id}/time-off/{timeOffId}": {
      delete: op("Remove time off", {
        operationId: "removeAttorneyTimeOff",
        admin: true,
        parameters: [attorney, pathParam("timeOffId", { type: "integer", minimum: 1 })],
        responses: succeeded("Removed."),
        errors: { 404: "No such time off for this attorney." },
      }),
    },
  },
  schemas: {
    BookingSettings: jsonSchema(settingsDocument, "output"),
    BookingSettingsInput: jsonSchema(bookingSettingsUpdateSchema, "input"),
    AttorneyAvailability: jsonSchema(availability, "output"),
    AttorneyAvailabilityView: jsonSchema(availability.extend({ choices }), "output"),
    AttorneyAvailabilityInput: jsonSchema(attorneyAvailabilityUpdateSchema, "input"),
    TimeOffInput: jsonSchema(timeOffInputSchema, "input"),
  },
}));
