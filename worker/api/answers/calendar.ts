import { BOOKING_STATUSES, CONSULTATION_MODES } from "@domain/booking";
import type { CalendarBlock, CalendarMeeting } from "@worker/data/booking/calendar";
import { z } from "zod";
import { emailAddress, isoTime } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";
import { slotShape } from "./booking";

/** What the staff Calendar's routes answer (/api/calendar), built when the document is. */

const meeting = () =>
  describing<CalendarMeeting>()(
    z.object({
      id: z.int().min(1),
      attorneyId: z.string(),
      attorneyName: z.string(),
      typeName: z.string(),
      startAt: isoTime.describe("UTC."),
      endAt: isoTime.describe("UTC."),
      mode: z.enum(CONSULTATION_MODES).nullable(),
      status: z.enum(BOOKING_STATUSES).describe("confirmed or cancelled (a visitor's short hold is not listed)."),
      contactId: z.int().nullable().describe("The enquiry the booking made."),
      visitorName: z.string().nullable(),
      visitorEmail: emailAddress.nullable(),
      cancelReason: z.string().nullable().describe("What the visitor said when cancelling, if anything."),
    }),
  );

const block = () =>
  describing<CalendarBlock>()(
    z.object({
      id: z.int().min(1),
      attorneyId: z.string(),
      attorneyName: z.string(),
      startAt: isoTime,
      endAt: isoTime,
      reason: z.string(),
    }),
  );

export const CALENDAR_MEETING = component("CalendarMeeting", meeting);
export const CALENDAR_BLOCK = component("CalendarBlock", block);
export const CALENDAR_SLOT = component("CalendarSlot", slotShape);

export const CALENDAR_RANGE = component("CalendarRange", () =>
  z.object({
    meetings: z.array(meeting()),
    blocks: z.array(block()),
    attorneys: z.array(z.object({ id: z.string(), name: z.string() })).describe("The active team, to filter by."),
  }),
);
