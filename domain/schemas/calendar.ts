import { z } from "zod";
import { CALENDAR, CALENDAR_MESSAGES as M } from "../calendar-messages";
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

/** POST /api/calendar/blocks: an attorney's time taken out of public availability. */
export const blockTimeSchema = z
  .object({
    attorneyId,
    start: slotStart,
    end: slotStart,
    reason: z.string().trim().max(CALENDAR.reasonMax, M.reason).default(""),
  })
  .refine((b) => b.start < b.end && Date.parse(b.end) - Date.parse(b.start) <= CALENDAR.maxBlockDays * DAY_MS, {
    message: M.blockRange,
    path: ["end"],
  });

export type BlockTime = z.infer<typeof blockTimeSchema>;
