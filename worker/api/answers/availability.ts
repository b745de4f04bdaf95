import { CONSULTATION_MODES } from "@domain/booking";
import type { AttorneyAvailability, AvailabilityChoices } from "@worker/data/booking/attorney-availability";
import type { BookingSettingsDocument } from "@worker/data/booking/settings-edit";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";

/** What staff editing of /book's offer answers (/api/booking-settings, /api/attorney-availability), built when the document is. */

export const BOOKING_SETTINGS = component("BookingSettings", () => {
  const day = z.iso.date();
  return describing<BookingSettingsDocument>()(
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
        z.object({ id: z.int(), startDate: day, endDate: day.describe("Included."), label: z.string() }),
      ),
    }),
  );
});

const availability = () =>
  describing<AttorneyAvailability>()(
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

export const ATTORNEY_AVAILABILITY = component("AttorneyAvailability", availability);

/** The availability and what its editor chooses from. */
export const ATTORNEY_AVAILABILITY_VIEW = component("AttorneyAvailabilityView", () =>
  availability().extend({
    choices: describing<AvailabilityChoices>()(
      z.object({
        timeZone: z.string().describe("The firm's IANA zone: hours and days are read in it."),
        types: z.array(z.object({ id: z.int(), name: z.string() })),
        practiceAreas: z.array(z.object({ id: z.int(), name: z.string() })),
      }),
    ),
  }),
);
