import { z } from "zod";
import { BLOCK_MEETING_ACTIONS, CALENDAR, CALENDAR_MESSAGES as M } from "../calendar-messages";
import { slotStart } from "./booking";

const DAY_MS = 86_400_000;
const attorneyId = z.string(M.unknownAttorney).regex(/^[a-z0-9-]{1,100}$/, M.unknownAttorney);

/** GET /api/calendar: a range of instants (UTC), perhaps one attorney, or one enquiry's meetings. */
export const calendarQuerySchema = z
  .object({
    from: slotStart.describe("The range's start (UTC)."),
    to: slotStart.describe("The range's end, excluded (UTC)."),
    attorney: attorneyId.optional().describe("One attorney's id; absent: everyone."),
  })
  .refine((q) => q.from < q.to && Date.parse(q.to) - Date.parse(q.from) <= CALENDAR.maxRangeDays * DAY_MS, {
    message: M.range,
    path: ["to"],
  });

export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/**
 * What staff chose for the booked meetings a block covers: keep them, or cancel them and tell the
 * clients. `ids` are the meetings staff were shown; one they were not shown makes the block ask again.
 */
export const blockMeetingsChoice = z.object({
  action: z.enum(BLOCK_MEETING_ACTIONS, M.meetingsAction),
  ids: z.array(z.int(M.meetingsAction).min(1, M.meetingsAction)).max(CALENDAR.maxMeetingsInBlock, M.meetingsAction),
});

/** POST /api/calendar/blocks: an attorney's time taken out of public availability. */
export const blockTimeSchema = z
  .object({
    attorneyId,
    start: slotStart,
    end: slotStart,
    reason: z.string().trim().max(CALENDAR.reasonMax, M.reason).default(""),
    meetings: blockMeetingsChoice
      .optional()
      .describe("Needed when booked meetings fall in the block (else 409 lists them): keep them, or cancel them."),
  })
  .refine((b) => b.start < b.end && Date.parse(b.end) - Date.parse(b.start) <= CALENDAR.maxBlockDays * DAY_MS, {
    message: M.blockRange,
    path: ["end"],
  });

export type BlockTime = z.infer<typeof blockTimeSchema>;
export type BlockMeetingsChoice = z.infer<typeof blockMeetingsChoice>;
