import type { BookingEventName } from "@domain/booking";
import type { EmailKind, EnquiryState, OutboxStatus } from "@domain/rows";

/** Texts only the enquiry details and the Contacts screen's intake parts show. */
export const INTAKE_SCREEN = {
  notOpened: "Not opened yet",
  assignee: "Assigned attorney",
  unassigned: "Unassigned",
  allAssignees: "All assignees",
  filterByAssignee: "Filter by assignee",
  nobody: "Nobody",
  otherParties: "Other parties",
  consent: "Consent notice",
  consentVersion: (version: number) => `Version ${version} accepted`,
  noConsent: "Not recorded",
  opened: "First opened",
  anonymised: "Anonymised by the retention period",
  status: "Status",
  history: "Status history",
  historyEntry: (status: string, who: string | null, when: string) =>
    who ? `${status}, by ${who}, ${when}` : `${status} on arrival, ${when}`,
  notes: "Internal notes",
  noNotes: "No notes yet.",
  noteLabel: "New note",
  addNote: "Add note",
  adding: "Adding...",
  noteBy: (who: string, when: string) => `${who}, ${when}`,
  emails: "Email delivery",
  noEmails: "No emails were sent about this enquiry.",
  resend: (kind: string) => `Resend ${kind.toLowerCase()}`,
  attempts: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
  conflicts: "Possible conflicts",
  conflictsNote:
    "A pre-screen, not a conflict check: earlier enquiries sharing a name or the email with this one. Run the firm's conflict check before taking the matter on.",
  noConflicts: "No earlier enquiry shares a name or the email with this one.",
  matched: (names: readonly string[]) => `Matched: ${names.join(", ")}`,
  loadFailed: "Failed to load the enquiry's intake details",
  assignFailed: "Failed to assign the enquiry",
  noteFailed: "Failed to add the note",
  resendFailed: "Failed to resend the email",
  questionnaires: "Questionnaires",
  noQuestionnaire: "No questionnaire sent yet. Sending emails the client the practice area's questionnaire.",
  sendQuestionnaire: "Send questionnaire",
  sendAgain: "Send again (replaces the open link)",
  sending: "Sending...",
  questionnaireTitle: (title: string, version: number) => `${title} (version ${version})`,
  questionnaireDates: (sent: string, until: string) => `Sent ${sent}; the link works until ${until}.`,
  questionnaireReplaced: "Replaced by a newer questionnaire: its link no longer opens.",
  noAnswer: "No answer",
  exportFailed: "Failed to export the enquiries",
  clearFilters: "Clear filters",
  noEnquiries: "No enquiries yet. Enquiries sent through the website's contact form appear here.",
  assigned: (name: string | null) =>
    name
      ? { title: "Assigned", description: `Assigned to ${name}.` }
      : { title: "Unassigned", description: "Nobody is assigned now." },
  noteAdded: { title: "Note added", description: "The note is saved with your name." },
  resent: (count: number) => ({
    title: "Email queued",
    description: `${count} ${count === 1 ? "email was" : "emails were"} queued to send again.`,
  }),
} as const;

/**
 * The one state an enquiry is in, as the screens name it, and what it means: SPEC §4's three statuses,
 * then Retained once the client signed the engagement letter (domain/enquiry-state.ts). The stored `unread` means nobody has replied, which opening the details does
 * not change (it records when, as a fact of the enquiry), so the screens name it for that.
 */
export const ENQUIRY_STATE_LABELS: Record<EnquiryState, string> = {
  unread: "Awaiting reply",
  responded: "Responded",
  handled: "Handled",
  retained: "Retained",
};

export const ENQUIRY_STATE_MEANINGS: Record<EnquiryState, string> = {
  unread: "Nobody has replied yet",
  responded: "The firm has replied; the matter is still open",
  handled: "Finished: nothing more to do",
  retained: "The client signed the engagement letter",
};

/** A booking's enquiry (issue 38): its state on the card and in the details, and its history's lines. */
export const BOOKING_RECORD = {
  badge: {
    booked: "Consultation booked",
    moved: "Consultation moved",
    cancelled: "Consultation cancelled",
  } satisfies Record<BookingEventName, string>,
  fact: "Consultation",
  state: { booked: "Booked", moved: "Moved", cancelled: "Cancelled" } satisfies Record<BookingEventName, string>,
  history: "Booking history",
  entry: {
    booked: (meeting: string, on: string) => `Booked for ${meeting} (${on})`,
    moved: (meeting: string, on: string) => `Moved to ${meeting} (${on})`,
    cancelled: (meeting: string, on: string) => `Cancelled: ${meeting} (${on})`,
  } satisfies Record<BookingEventName, (meeting: string, on: string) => string>,
} as const;

/** What each email about an enquiry is called in the details. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  staff_alert: "Alert",
  acknowledgement: "Acknowledgement",
  testimonial_alert: "Testimonial alert",
  newsletter_confirm: "Newsletter confirmation",
  assignment_alert: "Assignment alert",
  staff_invite: "Invitation",
  password_reset: "Password reset",
  booking_confirmation: "Booking confirmation",
  booking_alert: "Booking alert",
  booking_cancelled: "Booking cancellation",
  booking_reminder: "Booking reminder",
  questionnaire_request: "Questionnaire link",
  questionnaire_submitted: "Questionnaire submitted alert",
  engagement_letter_request: "Engagement letter link",
  engagement_letter_signed: "Signed engagement letter",
  password_changed: "Password changed notice",
  totp_added: "Authenticator added notice",
  totp_removed: "Authenticator removed notice",
  passkey_added: "Passkey added notice",
  passkey_removed: "Passkey removed notice",
  recovery_code_used: "Recovery code notice",
};

/** "Alert sent", "Acknowledgement failed"… */
export const deliveryLine = (kind: EmailKind, status: OutboxStatus) => `${EMAIL_KIND_LABELS[kind]} ${status}`;

/** Texts of the Settings screen's Enquiries tab. */
export const ENQUIRY_SETTINGS = {
  tab: "Enquiries",
  description: "Who is alerted, what visitors are told, and how long enquiries are kept.",
  notificationEmails: "Notification addresses",
  notificationHint: "One address per line; staff alerts go to each. Left empty, they go to the firm email.",
  acknowledgementText: "Acknowledgement wording",
  acknowledgementHint:
    "Sent to each visitor. {name}, {firm}, {phone} and {promise} are filled in; the no-relationship notice and the firm's phone are added below it.",
  responsePromise: "Response-time promise",
  responsePromiseHint:
    "Completes \u201cWe'll get back to you \u2026\u201d: said by the contact form's success message, the acknowledgement email and the home page.",
  consentText: "Consent notice beside the enquiry form",
  consentHint: (version: number) =>
    `Now version ${version}. Saving a different text makes a new version; each enquiry keeps the version it was shown.`,
  attorneyAdvertising: "Show the \u201cAttorney Advertising\u201d notice in the footer",
  retentionMonths: "Retention period (months)",
  retentionHint:
    "Handled enquiries older than this are anonymised each night: name, email, phone, message and other parties are cleared.",
} as const;
