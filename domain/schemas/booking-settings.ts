import { z } from "zod";
import { isWallClock, minutesOfDay } from "../availability";
import { BOOKING, CONSULTATION_MODES } from "../booking";
import { AVAILABILITY_MESSAGES as M } from "../booking-admin-messages";

/** Editing the booking rules in Settings and each attorney's availability (issue 26). */

const AVAILABILITY_LIMITS = {
  types: 20,
  closures: 100,
  stretches: 50,
  typeName: 80,
  priceNote: 120,
  label: 80,
} as const;

const wallClock = z.string(M.wallClock).refine(isWallClock, M.wallClock);

/** YYYY-MM-DD that is a real date. */
const calendarDate = z
  .string(M.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, M.date);

const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number(M.whole(what, min, max))
    .int(M.whole(what, min, max))
    .min(min, M.whole(what, min, max))
    .max(max, M.whole(what, min, max));

/** A date range, both ends included, with a label ("Thanksgiving"). */
const dateRangeSchema = z
  .object({
    startDate: calendarDate,
    endDate: calendarDate,
    label: z.string().trim().max(AVAILABILITY_LIMITS.label, M.label).default(""),
  })
  .refine((r) => r.startDate <= r.endDate, { message: M.dateOrder, path: ["endDate"] });

const consultationTypeInputSchema = z.object({
  /** Absent: a new type. */
  id: z.number().int().min(1).optional(),
  name: z.string(M.typeName).trim().min(1, M.typeName).max(AVAILABILITY_LIMITS.typeName, M.typeName),
  minutes: whole("The length", BOOKING.minMinutes, BOOKING.maxMinutes),
  modes: z.array(z.enum(CONSULTATION_MODES, M.modes), M.modes).min(1, M.modes),
  /** Empty: free. */
  priceNote: z.string().trim().max(AVAILABILITY_LIMITS.priceNote, M.priceNote).default(""),
});

/** PUT /api/booking-settings: the whole document; a type left out stops being offered (kept for past bookings). */
export const bookingSettingsUpdateSchema = z.object({
  bufferMinutes: whole("The buffer", 0, BOOKING.maxBufferMinutes),
  noticeMinutes: whole("The minimum notice", 0, BOOKING.maxNoticeMinutes),
  horizonDays: whole("The booking horizon", 1, BOOKING.maxHorizonDays),
  stepMinutes: z.coerce
    .number(M.step(BOOKING.stepChoices))
    .refine((v) => (BOOKING.stepChoices as readonly number[]).includes(v), M.step(BOOKING.stepChoices)),
  types: z
    .array(consultationTypeInputSchema)
    .min(1, M.noType)
    .max(AVAILABILITY_LIMITS.types, M.tooMany("consultation types", AVAILABILITY_LIMITS.types)),
  closures: z
    .array(dateRangeSchema)
    .max(AVAILABILITY_LIMITS.closures, M.tooMany("closures", AVAILABILITY_LIMITS.closures)),
});

export type BookingSettingsUpdate = z.infer<typeof bookingSettingsUpdateSchema>;

const stretchSchema = z
  .object({
    weekday: z.number(M.weekday).int(M.weekday).min(1, M.weekday).max(7, M.weekday),
    start: wallClock,
    end: wallClock,
  })
  .refine((s) => !isWallClock(s.start) || !isWallClock(s.end) || minutesOfDay(s.start) < minutesOfDay(s.end), {
    message: M.startBeforeEnd,
    path: ["end"],
  });

/** PUT /api/attorney-availability/:id: weekly hours, and the consultation types and practice areas taken. */
export const attorneyAvailabilityUpdateSchema = z
  .object({
    hours: z
      .array(stretchSchema)
      .max(AVAILABILITY_LIMITS.stretches, M.tooMany("stretches of hours", AVAILABILITY_LIMITS.stretches)),
    typeIds: z.array(z.number().int().min(1)).max(AVAILABILITY_LIMITS.types),
    practiceAreaIds: z.array(z.number().int().min(1)).max(200),
  })
  .superRefine((value, ctx) => {
    // Two stretches of one weekday may touch (9–12, 12–17) but not overlap.
    value.hours.forEach((a, i) => {
      const clash = value.hours.some(
        (b, j) =>
          j !== i &&
          a.weekday === b.weekday &&
          minutesOfDay(a.start) < minutesOfDay(b.end) &&
          minutesOfDay(b.start) < minutesOfDay(a.end),
      );
      if (clash) ctx.addIssue({ code: "custom", message: M.overlap, path: ["hours", i, "start"] });
    });
  });

export type AttorneyAvailabilityUpdate = z.infer<typeof attorneyAvailabilityUpdateSchema>;

/** POST /api/attorney-availability/:id/time-off: whole days off, read in the firm's zone. */
export const timeOffInputSchema = dateRangeSchema;
