import type {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONTACT_STATUSES,
  ContentKind,
  DEPARTMENTS,
  PRACTICE_AREA_STATUSES,
  PUBLIC_SERVICE_CHOICES,
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
  longDescription: string;
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
  fullBio: string | null;
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
}

export interface Subscriber extends Timestamps {
  id: number;
  /** Stored lower-cased so one address subscribes once. */
  email: string;
  status: SubscriberStatus;
  unsubscribedAt: string | null;
}

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
  /** IANA time zone staff's dates and schedules are written in. */
  timeZone: string;
  /** When each legal text last changed, by field name. */
  legalUpdated: Record<string, string>;
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
  createdAt: string;
}

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
