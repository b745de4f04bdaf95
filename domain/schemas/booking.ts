import { z } from "zod";
import { CONSULTATION_MODES } from "../booking";
import { BOOKING_MESSAGES as B } from "../booking-messages";
import { FIELD_MESSAGES } from "../messages";
import { isTimeZone } from "../time-zone";
import { contactSubmissionSchema } from "./contact";
import { optionalText } from "./fields";

/** A slot's start as the site writes it: ISO UTC to the minute or millisecond. */
export const slotStart = z
  .string(B.slot)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/, B.slot)
  .refine((v) => !Number.isNaN(Date.parse(v)), B.slot)
  .transform((v) => new Date(v).toISOString());

const attorneyId = z.string(B.unknownAttorney).regex(/^[a-z0-9-]{1,100}$/, B.unknownAttorney);
const typeId = z.coerce.number(B.unknownType).int(B.unknownType).min(1, B.unknownType);

/** The visitor's zone (shown times); absent means the firm's. */
export const visitorZone = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().refine(isTimeZone, FIELD_MESSAGES.timeZone).optional(),
);

/** Which slot: held or booked. */
export const slotChoiceSchema = z.object({ attorneyId, typeId, start: slotStart });

/** A hold's secret as the site hands it out (the page's second step and a new hold send it back). */
const holdSecret = z.string().min(20).max(200);

/** A hold: the slot, and the visitor's previous hold, which the new one releases. */
export const holdRequestSchema = slotChoiceSchema.extend({
  replaces: holdSecret.optional().describe("The secret of the visitor's previous hold: released by this one."),
});

/**
 * The visitor's details: the contact form's own fields, consent, honeypot and conflict pre-screen,
 * less the subject (the booking writes it), plus how they want to meet and their zone.
 */
const bookingDetailsSchema = contactSubmissionSchema.omit({ subject: true }).extend({
  mode: z.enum(CONSULTATION_MODES, B.mode),
  timeZone: visitorZone,
});

export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

/** POST /api/bookings: a slot and the details at once (what the page's hold + form do in two steps). */
export const bookingRequestSchema = bookingDetailsSchema.extend(slotChoiceSchema.shape);

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** The page's second step: the hold's secret and the details. */
export const holdConfirmSchema = bookingDetailsSchema.extend({ hold: holdSecret });

/** Moving a booking (the visitor's manage link or staff): the new start. */
export const rescheduleSchema = z.object({ start: slotStart });

/** The visitor's manage link's token ("<booking id>.<secret>"); its shape is checked where it is looked up. */
export const manageTokenSchema = z.object({
  token: z
    .string(B.badLink)
    .min(1, B.badLink)
    .max(200, B.badLink)
    .describe("The manage link's token: '<booking id>.<secret>'."),
});

/** The visitor moves the meeting through the manage link. */
export const manageRescheduleSchema = manageTokenSchema.extend(rescheduleSchema.shape);

/** The visitor's confirmed cancel on the manage page: an optional word on why (staff see it with the booking). */
export const manageCancelSchema = z.object({ reason: optionalText("Reason", 1000) });
