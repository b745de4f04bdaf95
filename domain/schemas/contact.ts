import { z } from "zod";
import { CONTACT_STATUSES, PUBLIC_SERVICE_CHOICES } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { isStatusOnly, listFilter } from "./admin-fields";
import { HONEYPOT_FIELD, honeypot, optionalChoice, optionalText, requiredEmail, requiredText } from "./fields";
import { CONTACT_LIMITS } from "./limits";

/** Length limits (characters): name 100, email 254 (fields.ts), phone 40, subject 200, message 5,000 (limits.ts). */
export { CONTACT_LIMITS };

const contactFields = {
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalText("Phone", CONTACT_LIMITS.phone),
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
  practiceArea: optionalChoice("Practice area", PUBLIC_SERVICE_CHOICES),
};

/** The public contact form (SPEC §5), shared by the API and the page's action. */
export const contactSubmissionSchema = z.object({ ...contactFields, [HONEYPOT_FIELD]: honeypot });

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

const contactStatus = z.enum(CONTACT_STATUSES, FIELD_MESSAGES.choice("Status"));

/** Staff's full PUT /api/contacts/{id}: the enquiry's fields; a status left out stays as it was. */
export const contactSchema = z.object({ ...contactFields, status: contactStatus.optional() });

export type ContactInput = z.infer<typeof contactSchema>;

/** The status selector's body: `{ status }` alone. */
export const contactStatusSchema = z.object({ status: contactStatus });

/** Which schema a PUT body is read with: status-only or the full contact. */
export const contactUpdateSchema = (body: unknown) => (isStatusOnly(body) ? contactStatusSchema : contactSchema);

/** GET /api/contacts' `status` filter (SPEC §2: all, unread, responded, handled). */
export const contactListFilterSchema = z.object({ status: listFilter("Status", CONTACT_STATUSES) });
