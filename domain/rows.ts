import type {
  autosaves,
  blogPosts,
  bookingHistory,
  bookings,
  consultationTypes,
  contactNotes,
  contactStatusHistory,
  contacts,
  cspReports,
  emailOutbox,
  firmSettings,
  media,
  newsletterConsentEvents,
  newsletterSubscribers,
  pageSeo,
  practiceAreas,
  revisions,
  teamMembers,
  testimonials,
} from "../db/schema";
import type {
  BLOG_STATUSES,
  CONTACT_STATUSES,
  DEPARTMENTS,
  EMAIL_KINDS,
  ENQUIRY_STATES,
  OUTBOX_STATUSES,
  TEAM_ROLES,
  TESTIMONIAL_STATUSES,
} from "./constants";
import type { StaffQuestionnaire } from "./questionnaire";
import type { StaffRole } from "./roles";

/**
 * The stored rows, as every layer sees them: each is the row its Drizzle table selects, so a column
 * is written once, in db/schema/. The import is type-only (docs/decisions/006-layers.md): nothing of
 * db/ reaches the browser or the code of domain/.
 */

export type PracticeArea = typeof practiceAreas.$inferSelect;
export type TeamMember = typeof teamMembers.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type FirmSettingsRow = typeof firmSettings.$inferSelect;
export type Revision = typeof revisions.$inferSelect;
/** A file stored in R2, with what the pages need to render it well. */
export type MediaRow = typeof media.$inferSelect;
/** One email on its way (or sent): the outbox of worker/email/. */
export type OutboxRow = typeof emailOutbox.$inferSelect;
/** An internal note on an enquiry. */
export type ContactNote = typeof contactNotes.$inferSelect;
/** One status an enquiry was given; `changedByName` null means the website (on arrival). */
export type StatusChange = typeof contactStatusHistory.$inferSelect;
/** A reported Content-Security-Policy violation (domain/schemas/csp-report.ts), as staff see it. */
export type CspReportRow = typeof cspReports.$inferSelect;
/** A kind of consultation visitors may book (issue 26). */
export type ConsultationType = typeof consultationTypes.$inferSelect;
/** A held, confirmed or cancelled consultation (never its secrets outside worker/). */
export type BookingRow = typeof bookings.$inferSelect;
/** One person's unsaved text of one item (entityId "new" for an item never saved). */
export type AutosaveRow = typeof autosaves.$inferSelect;

/** Optional per-page SEO overrides; null means the generated default. */
export type SeoFields = Pick<typeof pageSeo.$inferSelect, "metaTitle" | "metaDescription" | "socialImage">;

export type TeamRole = (typeof TEAM_ROLES)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type EnquiryState = (typeof ENQUIRY_STATES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A subscriber as staff see it: never the secrets of its links; its consent record oldest first. */
export type Subscriber = Omit<SubscriberRow, "token" | "confirmToken"> & {
  history: Pick<typeof newsletterConsentEvents.$inferSelect, "event" | "createdAt">[];
};

/** The firm's details as the API and pages use them. */
export type FirmSettings = Omit<FirmSettingsRow, "id" | "createdAt" | "updatedAt">;

/** A contact with its day (YYYY-MM-DD), as the admin screens show it. */
export type Contact = ContactRow & { date: string };

/** The email of a testimonial is left out of public answers. */
export type Testimonial = Omit<TestimonialRow, "email"> & { email?: string | null };

/** Who is signed in, as `GET /api/session` answers. */
export interface AdminIdentity {
  email: string;
  name: string;
  role: StaffRole;
}

/** One of a signed-in account's open sessions (GET /api/account/sessions). */
export interface AdminSessionView {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The session making this request. */
  current: boolean;
}

/** A registered passkey, as its owner sees it (GET /api/account/passkeys). */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

/** The second factors an account has, and whether the firm requires one (GET /api/account/security). */
export interface AccountSecurity {
  passkeys: PasskeyView[];
  totp: boolean;
  recoveryCodesLeft: number;
  requireSecondFactor: boolean;
}

/** One email about an enquiry, as the details show its delivery. */
export type Delivery = Pick<
  OutboxRow,
  "id" | "kind" | "recipient" | "status" | "attempts" | "lastError" | "sentAt" | "queuedAt"
>;

/** An earlier enquiry sharing a name or an email with this one (the conflict pre-screen). */
export interface PossibleConflict {
  id: number;
  name: string;
  subject: string;
  date: string;
  status: ContactStatus;
  /** The names or the email the two have in common. */
  matched: string[];
}

/** Everything the enquiry details add to the enquiry itself. */
/** A booking's event as its enquiry's history shows it: what happened, and the time the meeting then had. */
export type BookingHistoryEntry = Pick<typeof bookingHistory.$inferSelect, "id" | "event" | "startAt" | "createdAt">;

export interface ContactIntake {
  notes: ContactNote[];
  history: StatusChange[];
  /** A booking's enquiry: each time it was booked, moved or cancelled, oldest first (empty for a form enquiry). */
  bookingHistory: BookingHistoryEntry[];
  deliveries: Delivery[];
  conflicts: PossibleConflict[];
  /** Questionnaires sent to the client (issue 41), newest first, with their answers. */
  questionnaires: StaffQuestionnaire[];
}

/** A staff account as the Staff screen lists it (never its password hash). */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: "active" | "deactivated";
  lastLoginAt: string | null;
  /** Passkeys registered to the account. */
  passkeyCount: number;
  createdAt: string;
}

/** An invitation not yet accepted, withdrawn or expired (never its token). */
export interface PendingInvitation {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  expiresAt: string;
  createdAt: string;
}
