import { z } from "zod";
import { PUBLIC_SERVICE_CHOICES } from "../constants";
import { HONEYPOT_FIELD, honeypot, optionalChoice, optionalText, requiredEmail, requiredText } from "./fields";

import { CONTACT_LIMITS } from "./limits";

export { CONTACT_LIMITS };

/** The public contact form (SPEC §5), shared by the API and the page's action. */
export const contactSubmissionSchema = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText("Phone", CONTACT_LIMITS.phone),
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
  practiceArea: optionalChoice("Practice area", PUBLIC_SERVICE_CHOICES),
  [HONEYPOT_FIELD]: honeypot,
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
