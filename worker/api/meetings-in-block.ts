import { CALENDAR_MESSAGES as M } from "@domain/calendar-messages";
import type { CalendarMeeting } from "@worker/data/booking/calendar";
import type { Context } from "hono";

/** The body of a block's 409: the error body, plus the booked meetings it would cover (decision 037). */
export interface MeetingsInBlockBody {
  success: false;
  error: { code: "meetings_in_block"; message: string };
  meetings: CalendarMeeting[];
}

/** 409 listing the meetings, so the back office can show them and ask to keep or cancel them. */
export const meetingsInBlockAnswer = (c: Context, meetings: CalendarMeeting[]) =>
  c.json<MeetingsInBlockBody>(
    { success: false, error: { code: "meetings_in_block", message: M.meetingsInBlock }, meetings },
    409,
  );
