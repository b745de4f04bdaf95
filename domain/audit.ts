import type { auditLog } from "../db/schema";
/**
 * The audit log's vocabulary: what was done (action), to what (entity), and how the Activity
 * screen names them. Rows keep a compact before/after of the changed fields, never a secret.
 */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "status_change",
  "delete",
  "upload",
  "unsubscribe",
  "invite",
  "invitation_withdrawn",
  "invitation_accepted",
  "role_change",
  "deactivate",
  "reactivate",
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "passkey_added",
  "passkey_removed",
  "session_ended",
  "preview_shared",
  "revision_restored",
  "note_added",
  "email_resent",
  "rescheduled",
  "cancelled",
  "questionnaire_sent",
  "questionnaire_submitted",
  "document_uploaded",
  "document_removed",
  "document_downloaded",
  "letter_sent",
  "letter_withdrawn",
  "letter_signed",
  "letter_downloaded",
  "other",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Created",
  update: "Updated",
  status_change: "Changed status",
  delete: "Deleted",
  upload: "Uploaded",
  unsubscribe: "Unsubscribed",
  invite: "Invited",
  invitation_withdrawn: "Withdrew invitation",
  invitation_accepted: "Accepted invitation",
  role_change: "Changed role",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_out: "Signed out",
  passkey_added: "Added a passkey",
  passkey_removed: "Removed a passkey",
  session_ended: "Ended a session",
  preview_shared: "Shared a preview",
  revision_restored: "Restored a revision",
  note_added: "Added a note",
  email_resent: "Resent an email",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  questionnaire_sent: "Sent a questionnaire",
  questionnaire_submitted: "Client submitted a questionnaire",
  document_uploaded: "Client uploaded a document",
  document_removed: "Client removed a document",
  document_downloaded: "Downloaded a client document",
  letter_sent: "Sent an engagement letter",
  letter_withdrawn: "Withdrew an engagement letter",
  letter_signed: "Client signed an engagement letter",
  letter_downloaded: "Downloaded a signed engagement letter",
  other: "Other change",
};

/** The things staff change, by the API path they live under; anything else is logged under its path's name. */
export const AUDIT_ENTITIES = {
  blog_post: "Blog post",
  practice_area: "Practice area",
  team_member: "Team member",
  testimonial: "Testimonial",
  contact: "Enquiry",
  questionnaire_template: "Questionnaire template",
  document: "Client document",
  subscriber: "Subscriber",
  settings: "Settings",
  media: "Upload",
  staff: "Staff account",
  invitation: "Invitation",
  session: "Session",
  passkey: "Passkey",
  authenticator: "Authenticator app",
  password: "Password",
  auth_policy: "Sign-in rules",
  booking: "Consultation",
  letter_template: "Engagement letter template",
  engagement_letter: "Engagement letter",
  time_block: "Blocked time",
} as const;
/** Field names whose values never enter the log (their change is recorded as "[redacted]"). */
export const SECRET_FIELD = /pass(word)?|token|secret|hash|salt|otp|recovery|credential|private|api_?key/i;
export const REDACTED = "[redacted]";

export const AUDIT = {
  /** Longer texts (an article's body) are cut to this many characters in before/after. */
  valueMax: 200,
  /** Rows older than this are purged by the daily job, unless AUDIT_RETENTION_DAYS says otherwise. */
  defaultRetentionDays: 365,
  csvFilename: "activity.csv",
} as const;

/** Changed fields: `[before, after]`; a create has only after values, a delete only before values. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/** One row of the log as the API answers it (the table's row: docs/decisions/006-layers.md). */
export type AuditEntry = typeof auditLog.$inferSelect;
