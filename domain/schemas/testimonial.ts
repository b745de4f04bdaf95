import { z } from "zod";
import { NAME_DISPLAYS, OFFERED_SERVICES, RATING, TESTIMONIAL_STATUSES } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { isStatusOnly } from "./admin-fields";
import {
  flag,
  HONEYPOT_FIELD,
  honeypot,
  optionalChoice,
  optionalEmail,
  requiredLine,
  requiredText,
  requiredTick,
  wholeNumber,
} from "./fields";
import { TESTIMONIAL_LIMITS } from "./limits";

/** Length limits (characters): name 100, content 2,000, email 254 (fields.ts; values in limits.ts). */
export { TESTIMONIAL_LIMITS };

/** A whole number 1–5; form posts send it as text. Absent means the default of 5. */
const ratingField = wholeNumber("Rating", RATING.min, RATING.max, RATING.default, FIELD_MESSAGES.rating);

/** The public testimonial form (SPEC §5). Status, featured and id are not fields: they are never taken from a visitor. */
export const testimonialSubmissionSchema = z.object({
  name: requiredLine("Full Name", TESTIMONIAL_LIMITS.name),
  email: optionalEmail(),
  service: optionalChoice("Service", OFFERED_SERVICES),
  rating: ratingField,
  content: requiredText("Testimonial", TESTIMONIAL_LIMITS.content),
  /** The author agrees to publication on the website. */
  publishConsent: requiredTick(FIELD_MESSAGES.publishConsentRequired),
  /** Show the name in full or as initials; absent means in full. */
  nameDisplay: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? "full" : v),
    z.enum(NAME_DISPLAYS, FIELD_MESSAGES.choice("Name display")),
  ),
  [HONEYPOT_FIELD]: honeypot,
});

export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>;

const testimonialStatus = z.enum(TESTIMONIAL_STATUSES, FIELD_MESSAGES.choice("Status"));

/** The admin form: POST /api/testimonials and the full PUT /api/testimonials/{id} (SPEC §7). */
export const testimonialSchema = z.object({
  name: requiredText("Client Name", TESTIMONIAL_LIMITS.name),
  email: optionalEmail(),
  service: optionalChoice("Service", OFFERED_SERVICES),
  rating: ratingField,
  content: requiredText("Testimonial Content", TESTIMONIAL_LIMITS.content),
  status: testimonialStatus.default("pending"),
  featured: flag("Featured"),
});

export type TestimonialInput = z.infer<typeof testimonialSchema>;

/** The approve/reject buttons' body: `{ status }` alone. */
export const testimonialStatusSchema = z.object({ status: testimonialStatus });

/** Which schema a PUT body is read with: status-only or the full testimonial (its `choices`, for the API description). */
export const testimonialUpdateSchema = Object.assign(
  (body: unknown) => (isStatusOnly(body) ? testimonialStatusSchema : testimonialSchema),
  { choices: [testimonialSchema, testimonialStatusSchema] },
);
