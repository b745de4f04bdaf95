import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";
import { requiredText } from "./fields";

/** The intake workflow's inputs (the back office's enquiry details). */

const NOTE_MAX = 5000;
/** `?assignee=` of the contact list: an attorney's id, or "unassigned". */
export const UNASSIGNED = "unassigned";

/** PUT /api/contacts/{id}/assignee: an attorney's id from the team, or null to unassign. */
export const contactAssigneeSchema = z.object({
  assignedTo: z.preprocess(
    (v) => (v === "" ? null : v),
    z.string(FIELD_MESSAGES.choice("Attorney")).trim().min(1).max(120).nullable(),
  ),
});

/** POST /api/contacts/{id}/notes: an internal note. */
export const contactNoteSchema = z.object({ body: requiredText("Note", NOTE_MAX) });

/** The emails about an enquiry that staff may send again. */
export const RESENDABLE_KINDS = ["staff_alert", "acknowledgement"] as const;

/** POST /api/contacts/{id}/resend: send the alert or the acknowledgement again. */
export const resendSchema = z.object({ kind: z.enum(RESENDABLE_KINDS, FIELD_MESSAGES.choice("Email")) });

/** GET /api/contacts' `assignee` filter: an attorney's id or "unassigned"; blank or "all" is none. */
export const assigneeFilter = z.preprocess(
  (v) => (v === "" || v === "all" ? undefined : v),
  z.string().trim().min(1).max(120).optional(),
);
