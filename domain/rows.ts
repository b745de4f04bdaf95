import type { BookingStatus, ConsultationMode } from "./booking";
import type {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONTACT_STATUSES,
  ConsentEvent,
  ContentKind,
  DEPARTMENTS,
  EMAIL_KINDS,
  NAME_DISPLAYS,
  OUTBOX_STATUSES,
  PRACTICE_AREA_STATUSES,
  PUBLIC_SERVICE_CHOICES,
  REVISION_EVENTS,
  SeoPage,
  SUBSCRIBER_STATUSES,
  TEAM_ROLES,
  TEAM_STATUSES,
  TESTIMONIAL_SERVICES,
  TESTIMONIAL_STATUSES,
  UploadKind,
  WEEKDAYS,
} from "./constants";
import type { StaffRole } from "./roles";
import type { CspViolation } from "./schemas/csp-report";
import type { Education, Faq, Matter, Scenario } from "./shapes";

/**
 * The stored rows, as every layer sees them. db/schema.ts defines the tables and
 * db/row-types.ts fails the typecheck when a table and its row type here drift apart.
 */

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** Optional per-page SEO overrides; null means the generated default. */
export interface SeoFields {
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
}

export type PracticeAreaStatus = (typeof PRACTICE_AREA_STATUSES)[number];
export type TeamRole = (typeof TEAM_ROLES)[number];
export type Department = (typeof DEPARTMENTS)[number];
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export type TestimonialService = (typeof TESTIMONIAL_SERVICES)[number];
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];
export type PublicServiceChoice = (typeof PUBLIC_SERVICE_CHOICES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type NameDisplay = (typeof NAME_DISPLAYS)[number];
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type OfficeHours = Record<(typeof WEEKDAYS)[number], string>;

export interface PracticeArea extends Timestamps, SeoFields {
  id: number;
  slug: string;
  title: string;
  icon: string;
  description: string;
  /** The key services shown on the grid card. */
  features: string[];
  heroImage: string | null;
  /** Plain text; derived from overviewHtml once that is set (search and meta read it). */
  longDescription: string;
  /** Sanitised HTML from the visual editor; null while the overview is still plain text. */
  overviewHtml: string | null;
  services: string[];
  scenarios: Scenario[];
  faqs: Faq[];
  status: PracticeAreaStatus;
  featured: boolean;
  casesHandled: number;
  sortOrder: number;
}

export interface TeamMember extends Timestamps, SeoFields {
  /** A first-last slug of the name, e.g. "sarah-johnson". */
  id: string;
  name: string;
  role: TeamRole;
  department: Department | null;
  email: string | null;
  phone: string | null;
  bio: string | null;
  /** Plain text; derived from fullBioHtml once that is set. */
  fullBio: string | null;
  /** Sanitised HTML from the visual editor; null while the biography is still plain text. */
  fullBioHtml: string | null;
  image: string | null;
  office: string | null;
  specialties: string[];
  education: Education[];
  barAdmissions: string[];
  awards: string[];
  recentCases: Matter[];
  publications: string[];
  status: TeamStatus;
  featured: boolean;
  sortOrder: number;
  /** YYYY-MM-DD. */
  joinDate: string | null;
}

export interface BlogPost extends Timestamps, SeoFields {
  id: number;
  title: string;
  slug: string;
  author: string;
  /** The author's team profile, when the author is one of the firm's attorneys. */
  authorId: string | null;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  image: string | null;
  category: BlogCategory;
  tags: string[];
  status: BlogStatus;
  featured: boolean;
  /** ISO timestamp; set when the post is first published. */
  publishDate: string | null;
  views: number;
  /** ISO (whole minute) a scheduled post goes public; null once published or when not scheduled. */
  scheduledFor: string | null;
}

export interface TestimonialRow extends Timestamps {
  id: number;
  name: string;
  email: string | null;
  service: TestimonialService | null;
  rating: number;
  content: string;
  status: TestimonialStatus;
  featured: boolean;
  dateSubmitted: string;
  /** The author agreed to publication (the public form requires it). */
  publishConsent: boolean;
  /** How the public page names the author. */
  nameDisplay: NameDisplay;
}

export interface ContactRow extends Timestamps {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  practiceArea: PublicServiceChoice | null;
  status: ContactStatus;
  /** Names the visitor gave as other parties involved (the conflict pre-screen reads them). */
  otherParties: string | null;
  /** The attorney the enquiry is assigned to. */
  assignedTo: string | null;
  /** When staff first opened its details; null means nobody has yet. */
  openedAt: string | null;
  /** The version of the consent text the visitor accepted (consent_texts). */
  consentVersion: number | null;
  /** Set when the retention job cleared the visitor's details. */
  anonymizedAt: string | null;
  /** Where the enquiry came from (issue 26, domain/attribution.ts). */
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export interface SubscriberRow extends Timestamps {
  id: number;
  /** Stored lower-cased so one address subscribes once. */
  email: string;
  status: SubscriberStatus;
  unsubscribedAt: string | null;
  /** Set when the address confirmed (double opt-in); only confirmed addresses are subscribers. */
  confirmedAt: string | null;
  /** The secret of the address's one-click unsubscribe links. */
  token: string | null;
  /** The secret of the latest confirm link (confirms once; replaced on a sign-up after an unsubscribe). */
  confirmToken: string | null;
}

/** One step of a subscriber's consent record. */
export interface ConsentEventRow {
  id: number;
  subscriberId: number;
  event: ConsentEvent;
  createdAt: string;
}

/** A subscriber as staff see it: never the secrets of its links; its consent record oldest first. */
export type Subscriber = Omit<SubscriberRow, "token" | "confirmToken"> & {
  history: Pick<ConsentEventRow, "event" | "createdAt">[];
};

export interface FirmSettingsRow extends Timestamps {
  id: number;
  firmName: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  hours: OfficeHours;
  disclaimer: string;
  privacyPolicy: string;
  termsOfService: string;
  barAssociations: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** Where staff alerts go; empty means the firm email. */
  notificationEmails: string[];
  acknowledgementText: string;
  /** The notice beside the enquiry form; each change is a new version (consent_texts). */
  consentText: string;
  consentVersion: number;
  attorneyAdvertising: boolean;
  retentionMonths: number;
  responsePromise: string;
  /** IANA time zone staff's dates and schedules are written in. */
  timeZone: string;
  /** When each legal text last changed, by field name. */
  legalUpdated: Record<string, string>;
  /** The office on the contact page's map (degrees); null: the built-in OFFICE_MAP. */
  mapLatitude: number | null;
  mapLongitude: number | null;
  /** The address the coordinates were found or entered for; differs from `address` when the map is stale. */
  mapAddress: string | null;
  /** The address in parts, for search engines (PostalAddress); null until saved or split from `address`. */
  streetAddress: string | null;
  addressLocality: string | null;
  addressRegion: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  addressCountry: string | null;
}

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

export interface SlugRedirect {
  kind: ContentKind;
  slug: string;
  targetId: string;
  createdAt: string;
}

export interface Revision {
  id: number;
  kind: ContentKind;
  entityId: string;
  fields: Record<string, unknown>;
  authorId: number | null;
  authorName: string;
  restoredFrom: number | null;
  event: RevisionEvent | null;
  eventAt: string | null;
  createdAt: string;
}

export type RevisionEvent = (typeof REVISION_EVENTS)[number];

export interface PageSeoRow extends Timestamps, SeoFields {
  page: SeoPage;
}

/** A file stored in R2, with what the pages need to render it well. */
export interface MediaRow extends Timestamps {
  id: number;
  key: string;
  kind: UploadKind;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Null until described; "" only when marked decorative. */
  alt: string | null;
  decorative: boolean;
  uploadedBy: number | null;
}

export type EmailKind = (typeof EMAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One email on its way (or sent): the outbox of worker/email/. */
export interface OutboxRow extends Timestamps {
  id: number;
  kind: EmailKind;
  /** Unique: one email per submission, kind and recipient, however often it is delivered. */
  idempotencyKey: string;
  recipient: string;
  /** What the email is about, e.g. "contact" 12: the back office shows its deliveries. */
  refType: string | null;
  refId: number | null;
  /** The template's data (the email's content); cleared after EMAIL_DELIVERY.bodyRetentionDays. */
  payload: Record<string, unknown> | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** Filled when sent: the subject and Reply-To that went out and Email Service's Message-ID. */
  subject: string | null;
  replyTo: string | null;
  messageId: string | null;
  sentAt: string | null;
  /** When the row was last handed to the queue (the stuck-row job looks at it). */
  queuedAt: string;
  /** A delivery holds the row until then; another delivery of the same message waits its turn. */
  lockedUntil: string | null;
}

/** An internal note on an enquiry. */
export interface ContactNote {
  id: number;
  contactId: number;
  authorId: number | null;
  authorName: string;
  body: string;
  createdAt: string;
}

/** One status an enquiry was given; `changedByName` null means the website (on arrival). */
export interface StatusChange {
  id: number;
  contactId: number;
  status: ContactStatus;
  changedById: number | null;
  changedByName: string | null;
  createdAt: string;
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
export interface ContactIntake {
  notes: ContactNote[];
  history: StatusChange[];
  deliveries: Delivery[];
  conflicts: PossibleConflict[];
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

/** A reported Content-Security-Policy violation (domain/schemas/csp-report.ts), as staff see it. */
export interface CspReportRow extends CspViolation {
  id: number;
  createdAt: string;
}

/** A kind of consultation visitors may book (issue 26). */
export interface ConsultationType extends Timestamps {
  id: number;
  name: string;
  minutes: number;
  modes: ConsultationMode[];
  priceNote: string;
  active: boolean;
  sortOrder: number;
}

/** The firm's booking rules (one row). */
export interface BookingSettingsRow extends Timestamps {
  id: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
}

/** Days the firm is closed, YYYY-MM-DD in its zone, both ends included. */
export interface FirmClosure {
  id: number;
  startDate: string;
  endDate: string;
  label: string;
  createdAt: string;
}

/** One stretch of an attorney's weekly hours (ISO weekday, wall-clock HH:MM in the firm's zone). */
export interface AttorneyHoursRow {
  id: number;
  attorneyId: string;
  weekday: number;
  startTime: string;
  endTime: string;
}

/** An attorney's time off or time blocked by staff, UTC instants. */
export interface TimeOffRow {
  id: number;
  attorneyId: string;
  startAt: string;
  endAt: string;
  reason: string;
  createdAt: string;
}

/** A held, confirmed or cancelled consultation (never its secrets outside worker/). */
export interface BookingRow extends Timestamps {
  id: number;
  attorneyId: string;
  typeId: number | null;
  contactId: number | null;
  startAt: string;
  endAt: string;
  mode: ConsultationMode | null;
  status: BookingStatus;
  holdHash: string | null;
  holdExpiresAt: string | null;
  manageHash: string | null;
  visitorTimeZone: string | null;
  sequence: number;
  reminderSentAt: string | null;
  cancelledAt: string | null;
}

/** One person's unsaved text of one item (entityId "new" for an item never saved). */
export interface AutosaveRow {
  kind: ContentKind;
  entityId: string;
  authorId: number;
  fields: Record<string, unknown>;
  savedAt: string;
}

/** One maintained count (db/schema.ts rowCounts): a table's rows, or its rows with one column's value. */
export interface RowCount {
  key: string;
  count: number;
}
