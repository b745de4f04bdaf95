import type { StaffArea } from "./roles";
import { SECURITY_NOTICE_KINDS } from "./security-notices";
/** Fixed lists and numbers of SPEC §9 and DESIGN §7, defined once for the whole product. */

export const TEAM_ROLES = [
  "Senior Partner",
  "Partner",
  "Senior Associate",
  "Associate Attorney",
  "Of Counsel",
  "Paralegal",
  "Legal Assistant",
  "Other",
] as const;

/** SPEC §9's department list plus Litigation (DESIGN §7). */
export const DEPARTMENTS = [
  "Personal Injury",
  "Corporate Law",
  "Litigation",
  "Family Law",
  "Criminal Defense",
  "Real Estate Law",
  "Employment Law",
  "Intellectual Property",
  "Tax Law",
  "Other",
] as const;

/**
 * What a testimonial may name as its service: the firm's practice areas only (blank reads "Client").
 * The stored column still accepts SPEC's longer list, so older testimonials keep what they said.
 */
export const OFFERED_SERVICES = [
  "Personal Injury",
  "Corporate Law",
  "Family Law",
  "Criminal Defense",
  "Real Estate Law",
  "Employment Law",
] as const;

/** The admin testimonial service list: departments of SPEC §9 without Tax Law. */
export const TESTIMONIAL_SERVICES = [...OFFERED_SERVICES, "Intellectual Property", "Other"] as const;
export const isOfferedService = (service: string | null): service is (typeof OFFERED_SERVICES)[number] =>
  (OFFERED_SERVICES as readonly (string | null)[]).includes(service);

/** The enquiry's practice-area choice for a matter no listed area covers. */
export const OTHER_AREA = "Other";
/**
 * The 7 choices of the first contact form (SPEC §5): the CHECK of contacts.practice_area, the column
 * before migration 0029. The form now offers every published practice area (worker/data/enquiry-areas.ts).
 */
export const PUBLIC_SERVICE_CHOICES = [...OFFERED_SERVICES, OTHER_AREA] as const;

export const BLOG_CATEGORIES = [
  "Corporate Law",
  "Litigation",
  "Employment Law",
  "Real Estate",
  "Legal Updates",
] as const;

/** Team page filter buttons: label → department (DESIGN §7: "Real Estate" selects Real Estate Law). */
export const TEAM_FILTERS = [
  { label: "All Attorneys", department: null },
  { label: "Corporate Law", department: "Corporate Law" },
  { label: "Litigation", department: "Litigation" },
  { label: "Real Estate", department: "Real Estate Law" },
  { label: "Employment Law", department: "Employment Law" },
  { label: "Family Law", department: "Family Law" },
] as const;

export const BLOG_STATUSES = ["draft", "published"] as const;
/** A post's publishing state as staff and the API see it: the stored status plus a pending schedule (domain/post-state.ts). */
export const POST_STATES = ["draft", "scheduled", "published"] as const;
/** What a revision records beyond a save's fields: the schedule it set, or the schedule coming to pass. */
export const REVISION_EVENTS = ["scheduled", "published_on_schedule"] as const;
export const PRACTICE_AREA_STATUSES = ["published", "draft"] as const;
export const TEAM_STATUSES = ["active", "inactive"] as const;
export const TESTIMONIAL_STATUSES = ["pending", "approved", "rejected"] as const;
export const CONTACT_STATUSES = ["unread", "responded", "handled"] as const;
/**
 * The enquiry pipeline as staff see it: the stored status, then "retained" once the client signed an
 * engagement letter (contacts.retained_at). Retained is a column of its own because the status's CHECK
 * cannot grow without rebuilding contacts (migration 0035).
 */
export const ENQUIRY_STATES = [...CONTACT_STATUSES, "retained"] as const;
export const SUBSCRIBER_STATUSES = ["subscribed", "unsubscribed"] as const;
/**
 * What staff see of a subscriber (the stored status and the double opt-in together): "pending" has
 * signed up but not confirmed, "subscribed" has confirmed (only they receive the newsletter).
 */
export const SUBSCRIBER_STATES = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
/** The steps of a subscriber's consent record (newsletter_consent_events), in the order they happen. */
export const CONSENT_EVENTS = ["subscribed", "confirmed", "unsubscribed"] as const;
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export const DEFAULT_HOURS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: "8:00 AM - 6:00 PM",
  tuesday: "8:00 AM - 6:00 PM",
  wednesday: "8:00 AM - 6:00 PM",
  thursday: "8:00 AM - 6:00 PM",
  friday: "8:00 AM - 6:00 PM",
  saturday: "9:00 AM - 2:00 PM",
  sunday: "By appointment only",
};

export const PAGING = {
  defaultPage: 1,
  defaultLimit: 10,
  maxLimit: 100,
  adminListLimit: 100,
  publicTestimonialsLimit: 20,
  activityDefaultLimit: 10,
  dashboardActivityLimit: 4,
} as const;

export const BLOG = {
  pageSize: 10,
  featuredExcerptLength: 200,
  cardExcerptLength: 150,
  wordsPerMinute: 200,
} as const;

export const RATING = { min: 1, max: 5, default: 5 } as const;

export const CONTACT_CONFIRMATION_MS = 3000;
/** Where the spec's back office kept its bearer token; now it holds nothing and any old value is removed. */
export const LEGACY_ADMIN_TOKEN_KEY = "admin_token";
/** The header carrying the session's CSRF token on the back office's cookie-authenticated writes. */
export const CSRF_HEADER = "X-CSRF-Token";

/**
 * The firm's own claims, in one place. Every count (attorneys, practice areas, cases handled,
 * combined years) is counted from the data instead (worker/data/firm-figures.ts).
 */
export const FIRM_FACTS = {
  founded: 1995,
  satisfaction: "98%",
  successRate: "95%",
} as const;

/**
 * Years in practice since the founding, rounded down to five ("30+"): the one figure the hero,
 * the footer and the practice-area quick facts all quote, so they never disagree.
 */
export function yearsInPractice(today = new Date()): string {
  const years = today.getUTCFullYear() - FIRM_FACTS.founded;
  return `${Math.floor(years / 5) * 5}+`;
}

/**
 * SPEC's quick facts, made to agree with the rest of the site: the years from the founding, and
 * "24/7" for what is true around the clock (enquiries online), since the office keeps office hours.
 */
export const quickFacts = (today = new Date()) =>
  [`${yearsInPractice(today)} years`, `${FIRM_FACTS.successRate} success rate`, "24/7 online enquiries"] as const;

export const UPLOAD_HINTS = {
  logo: "PNG, JPG, SVG up to 2MB",
  favicon: "ICO, PNG 32x32px",
} as const;

/** The admin sidebar (SPEC §2, plus Staff and Activity), in order; each screen's area decides who sees it. */
export const ADMIN_NAV = [
  { label: "Dashboard", to: "/admin/dashboard", area: "dashboard" },
  { label: "Contacts", to: "/admin/contacts", area: "enquiries" },
  { label: "Calendar", to: "/admin/calendar", area: "bookings" },
  { label: "Intake Templates", to: "/admin/intake-templates", area: "enquiries" },
  { label: "Blog Posts", to: "/admin/blog", area: "articles" },
  { label: "Team", to: "/admin/team", area: "attorneys" },
  { label: "Practice Areas", to: "/admin/practice-areas", area: "practiceAreas" },
  { label: "Media", to: "/admin/media", area: "uploads" },
  { label: "Subscribers", to: "/admin/subscribers", area: "newsletter" },
  { label: "Testimonials", to: "/admin/testimonials", area: "moderation" },
  { label: "Settings", to: "/admin/settings", area: "settings" },
  { label: "Staff", to: "/admin/staff", area: "staff" },
  { label: "Activity", to: "/admin/activity", area: "activity" },
] as const satisfies readonly { label: string; to: string; area: StaffArea }[];

/** The invitee's set-password page: public, like the sign-in page (the link's token is the credential). */
export const ADMIN_INVITATION_PATH = "/admin/invitation";

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_ACCOUNT_PATH = "/admin/account";
/** Back-office pages reached signed out: sign-in, the forgotten-password pair and an invitation's set-password page. */
export const ADMIN_SIGNED_OUT_PATHS = [
  ADMIN_LOGIN_PATH,
  "/admin/forgot-password",
  "/admin/reset-password",
  ADMIN_INVITATION_PATH,
] as const;
export const ADMIN_HOME_PATH = "/admin/dashboard";
/** The Subscribers screen's export (GET /api/newsletter/export): its file name and columns in order. */
export const SUBSCRIBERS_CSV_FILENAME = "newsletter-subscribers.csv";
export const SUBSCRIBER_CSV_COLUMNS = ["Email", "Status", "Signed up", "Confirmed", "Unsubscribed"] as const;

/** A new post's category when none is chosen (the spec's catch-all). */
export const DEFAULT_BLOG_CATEGORY = "Legal Updates" satisfies (typeof BLOG_CATEGORIES)[number];
/** A practice area's icon when none is given (the database default too). */
export const DEFAULT_PRACTICE_AREA_ICON = "⚖️";

/** Staff accounts: invitation links last 72 hours; names as long as elsewhere. */
export const STAFF = { invitationHours: 72, nameMax: 100 } as const;

/** Administrator passwords: at least 12 characters when set (admin:create), at most 256 when typed. */
export const ADMIN_PASSWORD = { minLength: 12, maxLength: 256 } as const;

/**
 * What staff may upload (SPEC §9 hints made real): the accepted types, checked by content, and the
 * largest file per kind. The favicon has no size in the spec; 512 KB is plenty for a 32x32 icon.
 */
export const UPLOAD_KINDS = {
  logo: { types: ["png", "jpeg", "svg"], maxBytes: 2 * 1024 * 1024, maxLabel: "2 MB" },
  favicon: { types: ["ico", "png"], maxBytes: 512 * 1024, maxLabel: "512 KB" },
  photo: { types: ["png", "jpeg", "webp"], maxBytes: 5 * 1024 * 1024, maxLabel: "5 MB" },
  "article-image": { types: ["png", "jpeg", "webp"], maxBytes: 5 * 1024 * 1024, maxLabel: "5 MB" },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** Dashboard: recent activity at most 50 items; analytics over 12 weeks and the top 5 articles. */
export const DASHBOARD = { activityMaxLimit: 50, analyticsWeeks: 12, topArticles: 5 } as const;

/** The public site's pages that its menus link to, each named once. */
const SITE_PAGES = {
  home: { label: "Home", to: "/" },
  practiceAreas: { label: "Practice Areas", to: "/practice-areas" },
  team: { label: "Our Team", to: "/team" },
  blog: { label: "Blog", to: "/blog" },
  testimonials: { label: "Testimonials", to: "/testimonials" },
  about: { label: "About", to: "/about" },
  contact: { label: "Contact", to: "/contact" },
} as const;
const { home, practiceAreas, team, blog, testimonials, about, contact } = SITE_PAGES;

/** The public site's header links (SPEC §2), in order. */
export const SITE_NAV = [home, practiceAreas, team, blog, testimonials, about, contact] as const;

/** The footer's own links (SPEC §2): there About is "About Us". */
export const FOOTER_NAV = [{ ...about, label: "About Us" }, practiceAreas, team, testimonials] as const;

/** The legal pages at /legal/{slug}, each rendering one text of the firm settings. */
export const LEGAL_DOCUMENTS = [
  { slug: "privacy-policy", label: "Privacy Policy", field: "privacyPolicy" },
  { slug: "terms-of-service", label: "Terms of Service", field: "termsOfService" },
  { slug: "attorney-disclaimer", label: "Attorney Disclaimer", field: "disclaimer" },
  { slug: "bar-associations", label: "Bar Associations", field: "barAssociations" },
] as const;

/** About page: the four core values (SPEC §2). */
export const CORE_VALUES = [
  {
    title: "Justice & Integrity",
    description: "We hold ourselves to the highest ethical standards and give every client honest, candid advice.",
  },
  {
    title: "Client-Centered Approach",
    description: "Your goals shape our strategy. We listen first, explain clearly and keep you informed at every step.",
  },
  {
    title: "Excellence in Practice",
    description:
      "Thorough preparation and deep knowledge of the law let us deliver results in and out of the courtroom.",
  },
  {
    title: "Compassionate Service",
    description: "Legal problems are personal. We treat every client with patience, respect and genuine care.",
  },
] as const;

/** About page: the firm's six milestones (SPEC §2). */
export const FIRM_TIMELINE = [
  {
    year: 1995,
    title: "Firm Founded",
    description: "Opened our doors with a commitment to practical, personal counsel.",
  },
  {
    year: 2001,
    title: "Expansion",
    description: "Grew into litigation, real estate and family law to serve clients' whole needs.",
  },
  {
    year: 2008,
    title: "Recognition",
    description: "Earned regional recognition for our trial work and client service.",
  },
  {
    year: 2015,
    title: "Digital Innovation",
    description: "Modernised our practice so clients can reach their attorneys faster.",
  },
  { year: 2020, title: "Community Impact", description: "Expanded our pro bono program and community legal clinics." },
  { year: 2024, title: "Continued Growth", description: "Welcomed new attorneys and deepened every practice group." },
] as const;

/** Where the contact page's map is centred (the office, New York 10001). */
export const OFFICE_MAP = { latitude: 40.7506, longitude: -73.9935, span: 0.01 } as const;

/**
 * Finding the office's coordinates when staff save a new address: a geocoder speaking Nominatim's
 * search API (GEOCODER_URL; off when empty). Nominatim's usage policy asks for an identifying
 * User-Agent and at most one request a second: staff saves are far rarer than that.
 */
export const GEOCODER = {
  userAgent: "lawfirm-site/1.0 (office map on the contact page)",
  timeoutMs: 3000,
} as const;

/** The coordinates' ranges (WGS 84 degrees). */
export const COORDINATES = { latitude: 90, longitude: 180 } as const;

/** The largest ?page= the public blog list honours (each page adds 10 articles). */
export const BLOG_MAX_PAGE = 50;

/**
 * What the outbox sends (worker/email/). Each kind has its template in worker/email/templates.ts;
 * "staff_invite" and "password_reset" carry links made by the staff and auth features.
 */
export const EMAIL_KINDS = [
  "staff_alert",
  "acknowledgement",
  "testimonial_alert",
  "newsletter_confirm",
  "assignment_alert",
  "staff_invite",
  "password_reset",
  "booking_confirmation",
  "booking_alert",
  "booking_cancelled",
  "booking_reminder",
  "questionnaire_request",
  "questionnaire_submitted",
  "engagement_letter_request",
  "engagement_letter_signed",
  ...SECURITY_NOTICE_KINDS,
] as const;

/** An outbox row waits in the queue, was accepted by Email Service, or gave up (dead-lettered). */
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;

/**
 * Delivery rules. The queue retries a failed send `maxRetries` times (wrangler.toml's max_retries
 * must match) before the dead-letter queue marks the row failed; a row still queued after
 * `stuckAfterMinutes` is sent to the queue again by the every-minute job; a claimed row is
 * locked for `leaseSeconds` so two deliveries of one message cannot both send.
 */
export const EMAIL_DELIVERY = {
  maxRetries: 3,
  retryDelaySeconds: 10,
  stuckAfterMinutes: 10,
  leaseSeconds: 120,
  requeueBatch: 100,
  bodyRetentionDays: 90,
} as const;

/** The back office's address of one enquiry (the contacts screen opens its details). */
export const adminContactLink = (id: number) => `/admin/contacts?open=${id}`;

/** How a published testimonial names its author: as given, or initials only ("J. D."). */
export const NAME_DISPLAYS = ["full", "initials"] as const;

/** Enquiries handled longer ago than this many months are anonymised (Settings can change it). */
export const RETENTION = { defaultMonths: 24, minMonths: 1, maxMonths: 120 } as const;

/** Staff alerts go to at most this many notification addresses. */
export const MAX_NOTIFICATION_EMAILS = 10;

/** What a single-use account link is for. */
export const ACCOUNT_TOKEN_PURPOSES = ["password-reset"] as const;
/** What a stored sign-in challenge is for. */
export const AUTH_CHALLENGE_PURPOSES = ["passkey-register", "passkey-sign-in", "second-factor"] as const;

/** Self-service sign-in limits: links, challenges, codes. */
export const ACCOUNT_SECURITY = {
  resetLinkMinutes: 30,
  challengeMinutes: 5,
  recoveryCodeCount: 10,
  /** Passkeys per account, and the longest name one may be given. */
  maxPasskeys: 10,
  passkeyNameMax: 60,
} as const;

/** The content staff edit with revisions, previews and slug redirects. */
export const CONTENT_KINDS = ["post", "practice-area", "attorney"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Where each kind of content lives on the public site. */
export const CONTENT_PATHS: Record<ContentKind, string> = {
  post: "/blog",
  "practice-area": "/practice-areas",
  attorney: "/team",
};

/** The static pages whose meta title, description and social image staff may set, by page key. */
export const SEO_PAGES = ["home", "practice-areas", "team", "blog", "testimonials", "about", "contact"] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/**
 * Publishing: the firm's default time zone, revisions shown per item, how long a preview link
 * lives, and the lengths search results and social cards show before cutting text off.
 */
export const PUBLISHING = {
  defaultTimeZone: "America/New_York",
  revisionsShown: 20,
  previewHours: 24,
  metaTitleLength: 60,
  metaDescriptionLength: 160,
} as const;

/** The header carrying a D1 Sessions bookmark: API answers send it, the back office sends the latest back. */
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";

/** The brand's colours (app/app.css), for what is drawn outside CSS: the generated social cards. */
export const BRAND_COLOURS = {
  navy: "#1e3a5f",
  navyDeep: "#152a45",
  gold: "#c9a227",
  goldLight: "#d8b84a",
  paper: "#f2f5f9",
} as const;

/** Generated social cards: Open Graph's recommended size. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
