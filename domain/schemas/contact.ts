import { z } from "zod";
import { CONTACT_STATUSES, ENQUIRY_STATES } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { isStatusOnly, listFilter } from "./admin-fields";
import { attributionShape } from "./attribution";
import {
  HONEYPOT_FIELD,
  honeypot,
  optionalLine,
  optionalText,
  requiredEmail,
  requiredLine,
  requiredText,
  requiredTick,
} from "./fields";
import { assigneeFilter } from "./intake";
import { CONTACT_LIMITS } from "./limits";
import { pageQuerySchema } from "./paging";

/** Length limits (characters): name 100, email 254 (fields.ts), phone 40, subject 200, message 5,000 (limits.ts). */
export { CONTACT_LIMITS };

const contactFields = {
  name: requiredLine("Name", CONTACT_LIMITS.name),
  email: requiredEmail(),
  phone: optionalLine("Phone", CONTACT_LIMITS.phone),
  subject: requiredLine("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message),
  /** A published practice area's title or "Other": which ones is the database's, checked on receipt. */
  practiceArea: optionalLine("Practice area", CONTACT_LIMITS.practiceArea),
  /** Other parties involved: names the conflict pre-screen compares with earlier enquiries. */
  otherParties: optionalText("Other parties involved", CONTACT_LIMITS.otherParties),
};

/** The version of the consent text the form showed; absent (an API client) means the current one. */
const consentVersion = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
  z.int().min(1).optional(),
);

/**
 * The public contact form (SPEC §5), shared by the API and the page's action. The visitor must
 * accept the no-attorney-client-relationship notice; the version they saw is stored.
 */
export const contactSubmissionSchema = z.object({
  ...contactFields,
  consent: requiredTick(FIELD_MESSAGES.consentRequired),
  consentVersion,
  [HONEYPOT_FIELD]: honeypot,
  // Where the visitor came from (issue 26): never refuses an enquiry, a bad value is left out.
  ...attributionShape,
});

export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

const contactStatus = z.enum(CONTACT_STATUSES, FIELD_MESSAGES.choice("Status"));

/** Staff's full PUT /api/contacts/{id}: the enquiry's fields; a status left out stays as it was. */
export const contactSchema = z.object({ ...contactFields, status: contactStatus.optional() });

export type ContactInput = z.infer<typeof contactSchema>;

/** The status selector's body: `{ status }` alone. */
export const contactStatusSchema = z.object({ status: contactStatus });

/** Which schema a PUT body is read with: status-only or the full contact. */
export const contactUpdateSchema = Object.assign(
  (body: unknown) => (isStatusOnly(body) ? contactStatusSchema : contactSchema),
  { choices: [contactSchema, contactStatusSchema] },
);

/** GET /api/contacts' `status` filter (SPEC §2: all, unread, responded, handled; and retained, issue 41). */
export const contactListFilterSchema = z.object({
  status: listFilter("Status", ENQUIRY_STATES),
  /** An attorney's id, or "unassigned". */
  assignee: assigneeFilter,
});

/** GET /api/contacts/export: the list's filters and search, without paging (every match). */
export const contactExportQuerySchema = contactListFilterSchema.extend({ search: pageQuerySchema.shape.search });
