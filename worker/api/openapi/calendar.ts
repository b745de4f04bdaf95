import { BOOKING_STATUSES, CONSULTATION_MODES } from "@domain/booking";
import { BOOKING_MESSAGES as B } from "@domain/booking-messages";
import { CALENDAR, CALENDAR_MESSAGES as M } from "@domain/calendar-messages";
import { rescheduleSchema } from "@domain/schemas/booking";
import { blockTimeSchema } from "@domain/schemas/calendar";
import { z } from "zod";
import { arrayOf, idParam, jsonSchema, ok, operations, ref, succeeded } from "./shared";
import { emailAddress, isoTime } from "./stored";

/** The staff Calendar (issue 26): meetings and blocked time by range, moving, cancelling, blocking. */

const meeting = z.object({
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
});
const block = z.object({
  id: z.int().min(1),
  attorneyId: z.string(),
  attorneyName: z.string(),
  startAt: isoTime,
  endAt: isoTime,
  reason: z.string(),
});
const range = z.object({
  meetings: z.array(meeting),
  blocks: z.array(block),
  attorneys: z.array(z.object({ id: z.string(), name: z.string() })).describe("The active team, to filter by."),
});
const slot = z.object({ start: isoTime, end: isoTime, attorneyId: z.string() });

const instant = (name: string, description: string) => ({
  name,
  in: "query",
  required: true,
  description,
  schema: { type: "string", format: "date-time" },
});
const gone = { 404: `${M.booking} was not found.`, 409: `${M.notLive} / ${M.alreadyCancelled}` };

export function calendarApi() {
  const op = operations("Calendar");
  return {
    paths: {
      "/api/calendar": {
        get: {
          operationId: "listCalendar",
          description: `Meetings (booked or cancelled) and blocked times overlapping [from, to), of one attorney or the whole team, earliest first; at most ${CALENDAR.maxRangeDays} days at once. Times are UTC; the back office shows them in the firm's zone.`,
          ...op("Meetings and blocked time in a range", {
            admin: true,
            parameters: [
              instant("from", "The range's start (UTC)."),
              instant("to", "The range's end, excluded (UTC)."),
              {
                name: "attorney",
                in: "query",
                description: "One attorney's id; absent: everyone.",
                schema: { type: "string", pattern: "^[a-z0-9-]{1,100}$" },
              },
            ],
            responses: { 200: ok("The range's meetings and blocks, and the team.", ref("CalendarRange")) },
            errors: { 400: M.range },
          }),
        },
      },
      "/api/calendar/enquiries/{id}": {
        get: {
          operationId: "listEnquiryMeetings",
          description: "The consultations an enquiry booked, earliest first: shown in the enquiry's details.",
          ...op("An enquiry's meetings", {
            admin: true,
            parameters: [idParam],
            responses: {
              200: ok("The enquiry's meetings ([] for an enquiry without one).", arrayOf("CalendarMeeting")),
            },
            errors: { 404: "The id is not a number." },
          }),
        },
      },
      "/api/calendar/bookings/{id}/slots": {
        get: {
          operationId: "listRescheduleSlots",
          description:
            "Free slots of the meeting's attorney for its length, by the public rules (hours, closures, notice, horizon, buffers, blocked time), the meeting itself left out.",
          ...op("Where a meeting may move", {
            admin: true,
            parameters: [idParam],
            responses: { 200: ok("Free slots, earliest first.", arrayOf("CalendarSlot")) },
            errors: gone,
          }),
        },
      },
      "/api/calendar/bookings/{id}/reschedule": {
        post: {
          operationId: "rescheduleMeeting",
          description:
            "Moves a meeting to another free slot of its attorney. The slot is re-checked inside the write; the visitor and the attorney get the updated invitation (METHOD:REQUEST, the same UID, a higher SEQUENCE).",
          ...op("Reschedule a meeting", {
            admin: true,
            parameters: [idParam],
            body: ref("Reschedule"),
            responses: { 200: ok("Moved.", ref("CalendarMeeting")) },
            errors: {
              ...gone,
              409: `${M.notLive} Or "${B.justTaken}" (slot_taken) / "${B.noLongerFree}" (slot_unavailable) with \`alternatives\`.`,
            },
          }),
        },
      },
      "/api/calendar/bookings/{id}/cancel": {
        post: {
          operationId: "cancelMeeting",
          description:
            "Cancels a meeting once: the visitor and the attorney get METHOD:CANCEL with the invitation's UID, and the slot is free again. A second cancel sends nothing.",
          ...op("Cancel a meeting", {
            admin: true,
            parameters: [idParam],
            responses: { 200: ok("Cancelled.", ref("CalendarMeeting")) },
            errors: gone,
          }),
        },
      },
      "/api/calendar/blocks": {
        post: {
          operationId: "blockTime",
          description:
            "Takes a range of an attorney's time out of public availability at once (meetings already booked stay).",
          ...op("Block time", {
            admin: true,
            body: ref("BlockTime"),
            responses: { 201: ok("Blocked.", ref("CalendarBlock")) },
          }),
        },
      },
      "/api/calendar/blocks/{id}": {
        delete: {
          operationId: "unblockTime",
          description: "Gives blocked time back to public availability.",
          ...op("Unblock time", {
            admin: true,
            parameters: [idParam],
            responses: succeeded("Unblocked."),
            errors: { 404: `${M.block} was not found.` },
          }),
        },
      },
    },
    schemas: {
      CalendarRange: jsonSchema(range, "output"),
      CalendarMeeting: jsonSchema(meeting, "output"),
      CalendarBlock: jsonSchema(block, "output"),
      CalendarSlot: jsonSchema(slot, "output"),
      Reschedule: jsonSchema(rescheduleSchema, "input"),
      BlockTime: jsonSchema(blockTimeSchema, "input"),
    },
  };
}
