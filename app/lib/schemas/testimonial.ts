import { z } from "zod";
import { PUBLIC_SERVICE_CHOICES, RATING } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { HONEYPOT_FIELD, honeypot, optionalChoice, optionalEmail, requiredText } from "./fields";

import { TESTIMONIAL_LIMITS } from "./limits";

export { TESTIMONIAL_LIMITS };

/** A whole number 1–5; form posts send it as text. Absent means the default of 5. */
export const ratingField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? RATING.default : typeof v === "string" ? Number(v) : v),
  z
    .number(FIELD_MESSAGES.rating)
    .int(FIELD_MESSAGES.rating)
    .min(RATING.min, FIELD_MESSAGES.rating)
    .max(RATING.max, FIELD_MESSAGES.rating),
);

/** The public testimonial form (SPEC §5). Status, featured and id are not fields: they are never taken from a visitor. */
export const testimonialSubmissionSchema = z.object({
  name: requiredText("Full Name", TESTIMONIAL_LIMITS.name),
  email: optionalEmail(),
  service: optionalChoice("Service", PUBLIC_SERVICE_CHOICES),
  rating: ratingField,
  content: requiredText("Testimonial", TESTIMONIAL_LIMITS.content),
  [HONEYPOT_FIELD]: honeypot,
});

export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>;
