import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS, type AuditEntry } from "../domain/audit";
import { BOOKING, BOOKING_STATUSES, CONSULTATION_MODES, type ConsultationMode } from "../domain/booking";
import {
  ACCOUNT_TOKEN_PURPOSES,
  AUTH_CHALLENGE_PURPOSES,
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  CONSENT_EVENTS,
  CONTACT_STATUSES,
  CONTENT_KINDS,
  DEPARTMENTS,
  EMAIL_KINDS,
  NAME_DISPLAYS,
  OUTBOX_STATUSES,
  PRACTICE_AREA_STATUSES,
  PUBLIC_SERVICE_CHOICES,
  RETENTION,
  REVISION_EVENTS,
  SEO_PAGES,
  SUBSCRIBER_STATUSES,
  TEAM_ROLES,
  TEAM_STATUSES,
  TESTIMONIAL_SERVICES,
  TESTIMONIAL_STATUSES,
  UPLOAD_KIND_NAMES,
  type WEEKDAYS,
} from "../domain/constants";
import { ACKNOWLEDGEMENT_BEFORE_PROMISE, DEFAULT_CONSENT_TEXT, DEFAULT_RESPONSE_PROMISE } from "../domain/messages";
import { STAFF_ROLES } from "../domain/roles";
import type { Education, Faq, Matter, Scenario } from "../domain/shapes";

/** ISO-8601 UTC with milliseconds, computed by SQLite so raw inserts get it too. */
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const timestamps = {
  createdAt: text("created_at").notNull().default(nowIso),
  updatedAt: text("updated_at")
    .notNull()
    .default(nowIso)
    .$onUpdate(() => new Date().toISOString()),
};

/** `column IN ('a', 'b')` for a CHECK constraint from one of the constant lists. */
function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

const booleanColumn = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

/** Optional per-page SEO overrides; null means the generated default (title, excerpt, image or card). */
const seoColumns = {
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  socialImage: text("social_image"),
};

export const practiceAreas = sqliteTable(
  "practice_areas",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    icon: text("icon").notNull().default("⚖️"),
    description: text("description").notNull(),
    /** The key services shown on the grid card. */
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    heroImage: text("hero_image"),
    longDescription: text("long_description").notNull().default(""),
    /** The overview as sanitised HTML (the visual editor); null while it is still plain text (longDescription). */
    overviewHtml: text("overview_html"),
    services: text("services", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    scenarios: text("scenarios", { mode: "json" }).$type<Scenario[]>().notNull().default(sql`'[]'`),
    faqs: text("faqs", { mode: "json" }).$type<Faq[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: PRACTICE_AREA_STATUSES }).notNull().default("draft"),
    featured: booleanColumn("featured"),
    casesHandled: integer("cases_handled").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    ...seoColumns,
    ...timestamps,
  },
  (t) => [
    check("practice_areas_status_check", oneOf("status", PRACTICE_AREA_STATUSES)),
    check("practice_areas_cases_check", sql`${t.casesHandled} >= 0`),
    check("practice_areas_featured_check", sql`${t.featured} IN (0, 1)`),
    index("practice_areas_status_order_idx").on(t.status, t.sortOrder),
    index("practice_areas_featured_idx").on(t.featured, t.status, t.sortOrder),
  ],
);

export const teamMembers = sqliteTable(
  "team_members",
  {
    /** A first-last slug of the name, e.g. "sarah-johnson" (SPEC §2). */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    department: text("department", { enum: DEPARTMENTS }),
    email: text("email"),
    phone: text("phone"),
    bio: text("bio"),
    fullBio: text("full_bio"),
    /** The full biography as sanitised HTML (the visual editor); null while it is still plain text (fullBio). */
    fullBioHtml: text("full_bio_html"),
    image: text("image"),
    office: text("office"),
    specialties: text("specialties", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    education: text("education", { mode: "json" }).$type<Education[]>().notNull().default(sql`'[]'`),
    barAdmissions: text("bar_admissions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    awards: text("awards", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    recentCases: text("recent_cases", { mode: "json" }).$type<Matter[]>().notNull().default(sql`'[]'`),
    publications: text("publications", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: TEAM_STATUSES }).notNull().default("active"),
    featured: booleanColumn("featured"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** YYYY-MM-DD. */
    joinDate: text("join_date"),
    ...seoColumns,
    ...timestamps,
  },
  (t) => [
    check("team_members_role_check", oneOf("role", TEAM_ROLES)),
    check("team_members_department_check", sql`${t.department} IS NULL OR ${oneOf("department", DEPARTMENTS)}`),
    check("team_members_status_check", oneOf("status", TEAM_STATUSES)),
    check("team_members_featured_check", sql`${t.featured} IN (0, 1)`),
    check("team_members_id_check", sql`${t.id} GLOB '[a-z0-9]*' AND ${t.id} NOT GLOB '*[^a-z0-9-]*'`),
    index("team_members_status_order_idx").on(t.status, t.sortOrder),
    index("team_members_department_idx").on(t.department, t.status, t.sortOrder),
    index("team_members_featured_idx").on(t.featured, t.status, t.sortOrder),
  ],
);

/** A post's place in the newest-first lists; the indexes below are built on the same expression. */
export const blogRecency = sql`coalesce("publish_date", "created_at")`;

/**
 * When the public may first see a post: a published post's publish date, a scheduled draft's minute
 * (null for other drafts). "Visible now" is one range on it, and for a visible post it equals its
 * recency, so the public lists walk one index in order (no OR of two indexes, no sort; issue 29).
 */
export const blogPublicSince = sql`(CASE WHEN "status" = 'published' THEN "publish_date" ELSE "scheduled_for" END)`;

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    author: text("author").notNull(),
    /** The author's team profile, when the author is one of the firm's attorneys. */
    authorId: text("author_id").references(() => teamMembers.id, { onDelete: "set null" }),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    image: text("image"),
    category: text("category", { enum: BLOG_CATEGORIES }).notNull().default("Legal Updates"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: BLOG_STATUSES }).notNull().default("draft"),
    featured: booleanColumn("featured"),
    /** ISO timestamp; set when the post is first published. */
    publishDate: text("publish_date"),
    views: integer("views").notNull().default(0),
    /**
     * ISO timestamp (whole minute) a scheduled post goes public; null once the cron marks it
     * published. While set, `publishDate` holds the same instant and the status stays draft.
     */
    scheduledFor: text("scheduled_for"),
    ...seoColumns,
    ...timestamps,
  },
  (t) => [
    check("blog_posts_status_check", oneOf("status", BLOG_STATUSES)),
    check("blog_posts_category_check", oneOf("category", BLOG_CATEGORIES)),
    check("blog_posts_views_check", sql`${t.views} >= 0`),
    check("blog_posts_featured_check", sql`${t.featured} IN (0, 1)`),
    check("blog_posts_published_date_check", sql`${t.status} <> 'published' OR ${t.publishDate} IS NOT NULL`),
    // The lists order by recency: the publish date, or the creation date of a draft.
    index("blog_posts_status_recency_idx").on(t.status, blogRecency),
    // Staff's list of every post, newest first.
    index("blog_posts_recency_idx").on(blogRecency, t.id),
    index("blog_posts_category_recency_idx").on(t.category, t.status, blogRecency),
    index("blog_posts_featured_recency_idx").on(t.featured, t.status, blogRecency),
    index("blog_posts_author_idx").on(t.authorId),
    index("blog_posts_scheduled_idx").on(t.scheduledFor),
    // The public lists, feeds and sitemap: what is visible now, newest first (blog-schedule.ts).
    // updated_at too: the sitemap index reads each slice's newest change from the index alone.
    index("blog_posts_public_idx").on(blogPublicSince, t.id, t.updatedAt),
    index("blog_posts_category_public_idx").on(t.category, blogPublicSince, t.id),
    index("blog_posts_featured_public_idx").on(t.featured, blogPublicSince, t.id),
    // The sitemap's newest change among public posts: walk back from the latest edit.
    index("blog_posts_updated_idx").on(t.updatedAt),
    // The dashboard's most read articles.
    index("blog_posts_views_idx").on(t.status, t.views, t.publishDate),
  ],
);

export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email"),
    service: text("service", { enum: TESTIMONIAL_SERVICES }),
    rating: integer("rating").notNull().default(5),
    content: text("content").notNull(),
    status: text("status", { enum: TESTIMONIAL_STATUSES }).notNull().default("pending"),
    featured: booleanColumn("featured"),
    dateSubmitted: text("date_submitted").notNull().default(nowIso),
    /** The author agreed to publication (the public form requires it). */
    publishConsent: booleanColumn("publish_consent"),
    /** How the public page names the author. */
    nameDisplay: text("name_display", { enum: NAME_DISPLAYS }).notNull().default("full"),
    ...timestamps,
  },
  (t) => [
    // publish_consent and name_display came later: checked by the schemas, not by CHECKs that
    // would have meant rebuilding the table (migrations stay additive).
    check("testimonials_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("testimonials_status_check", oneOf("status", TESTIMONIAL_STATUSES)),
    check("testimonials_service_check", sql`${t.service} IS NULL OR ${oneOf("service", TESTIMONIAL_SERVICES)}`),
    check("testimonials_featured_check", sql`${t.featured} IN (0, 1)`),
    index("testimonials_status_date_idx").on(t.status, t.dateSubmitted),
    index("testimonials_featured_idx").on(t.featured, t.status, t.dateSubmitted),
    // Staff's list of every status and the dashboard's activity, newest first (tests/db/query-plans.test.ts).
    index("testimonials_date_idx").on(t.dateSubmitted, t.id),
  ],
);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    practiceArea: text("practice_area", { enum: PUBLIC_SERVICE_CHOICES }),
    status: text("status", { enum: CONTACT_STATUSES }).notNull().default("unread"),
    /** Names the visitor gave as other parties involved (the conflict pre-screen reads them). */
    otherParties: text("other_parties"),
    /** The attorney the enquiry is assigned to. */
    assignedTo: text("assigned_to").references(() => teamMembers.id, { onDelete: "set null" }),
    /** When staff first opened its details; null means nobody has yet. */
    openedAt: text("opened_at"),
    /** The version of the consent text the visitor accepted (consent_texts). */
    consentVersion: integer("consent_version"),
    /** Set when the retention job cleared the visitor's details. */
    anonymizedAt: text("anonymized_at"),
    /** Where the enquiry came from (issue 26, domain/attribution.ts): first page, referring host, UTM. */
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    ...timestamps,
  },
  (t) => [
    check("contacts_status_check", oneOf("status", CONTACT_STATUSES)),
    // The dashboard's figures by source, page and area over the last days: a range of this index, never the table.
    index("contacts_attribution_idx").on(t.createdAt, t.utmSource, t.referrerHost, t.landingPage, t.practiceArea),
    index("contacts_assigned_idx").on(t.assignedTo, t.createdAt),
    index("contacts_opened_idx").on(t.openedAt),
    check(
      "contacts_practice_area_check",
      sql`${t.practiceArea} IS NULL OR ${oneOf("practice_area", PUBLIC_SERVICE_CHOICES)}`,
    ),
    index("contacts_status_date_idx").on(t.status, t.createdAt),
    index("contacts_date_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased so one address subscribes once. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("subscribed"),
    unsubscribedAt: text("unsubscribed_at"),
    /** Set when the address confirmed (double opt-in); only confirmed addresses are subscribers. */
    confirmedAt: text("confirmed_at"),
    /** The secret of the address's one-click unsubscribe links. */
    token: text("token").unique(),
    /**
     * The secret of the latest confirm link: it confirms once, is kept afterwards so a later open can be
     * told "already confirmed" or "expired", and is replaced when an unsubscribed address signs up again.
     */
    confirmToken: text("confirm_token").unique(),
    ...timestamps,
  },
  (t) => [
    check("newsletter_status_check", oneOf("status", SUBSCRIBER_STATUSES)),
    check("newsletter_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("newsletter_status_date_idx").on(t.status, t.createdAt),
    index("newsletter_date_idx").on(t.createdAt, t.id),
  ],
);

/** A subscriber's consent record: each sign-up, confirmation and unsubscribe, with its date, kept. */
export const newsletterConsentEvents = sqliteTable(
  "newsletter_consent_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    event: text("event", { enum: CONSENT_EVENTS }).notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("newsletter_consent_event_check", oneOf("event", CONSENT_EVENTS)),
    index("newsletter_consent_subscriber_idx").on(t.subscriberId, t.createdAt),
  ],
);

export type OfficeHours = Record<(typeof WEEKDAYS)[number], string>;

/** The firm's own details: exactly one row (id = 1). */
export const firmSettings = sqliteTable(
  "firm_settings",
  {
    id: integer("id").primaryKey(),
    firmName: text("firm_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    website: text("website").notNull().default(""),
    hours: text("hours", { mode: "json" }).$type<OfficeHours>().notNull(),
    disclaimer: text("disclaimer").notNull().default(""),
    privacyPolicy: text("privacy_policy").notNull().default(""),
    termsOfService: text("terms_of_service").notNull().default(""),
    barAssociations: text("bar_associations").notNull().default(""),
    logoUrl: text("logo_url"),
    faviconUrl: text("favicon_url"),
    /** Where staff alerts go; empty means the firm email. */
    notificationEmails: text("notification_emails", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Every write sets it (EMPTY_FIRM_SETTINGS, the seed): the column keeps its first default. */
    acknowledgementText: text("acknowledgement_text").notNull().default(ACKNOWLEDGEMENT_BEFORE_PROMISE),
    /** The notice beside the enquiry form; each change is a new version (consent_texts). */
    consentText: text("consent_text").notNull().default(DEFAULT_CONSENT_TEXT),
    consentVersion: integer("consent_version").notNull().default(1),
    attorneyAdvertising: integer("attorney_advertising", { mode: "boolean" }).notNull().default(true),
    retentionMonths: integer("retention_months").notNull().default(RETENTION.defaultMonths),
    /** The response-time promise ("within 24 hours"): the form's success message, the acknowledgement, the home page. */
    responsePromise: text("response_promise").notNull().default(DEFAULT_RESPONSE_PROMISE),
    /** IANA time zone that staff's dates and schedules are written in. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    /** When each legal text last changed, by field name (privacyPolicy → ISO timestamp). */
    legalUpdated: text("legal_updated", { mode: "json" }).$type<Record<string, string>>().notNull().default(sql`'{}'`),
    /** The office on the contact page's map (WGS 84 degrees); null: the built-in OFFICE_MAP. */
    mapLatitude: real("map_latitude"),
    mapLongitude: real("map_longitude"),
    /** The address those coordinates were found or entered for: when it is not the address, the map is stale. */
    mapAddress: text("map_address"),
    /** The address in parts (schema.org's PostalAddress); null until saved or split from `address`. */
    streetAddress: text("street_address"),
    addressLocality: text("address_locality"),
    addressRegion: text("address_region"),
    postalCode: text("postal_code"),
    /** ISO 3166-1 alpha-2. */
    addressCountry: text("address_country"),
    ...timestamps,
  },
  // The columns after favicon_url came later: checked by the settings schema, not by CHECKs that
  // would have meant rebuilding the table (migrations stay additive).
  (t) => [check("firm_settings_single_row_check", sql`${t.id} = 1`)],
);

export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased. */
    email: text("email").notNull().unique(),
    name: text("name").notNull().default("Admin"),
    /** Self-describing: algorithm, parameters, salt and hash in one string. */
    passwordHash: text("password_hash").notNull(),
    lastLoginAt: text("last_login_at"),
    /** What the account may reach (domain/roles.ts); least privilege unless set. Accounts before roles are owners. */
    role: text("role", { enum: STAFF_ROLES }).notNull().default("intake"),
    /** Set while the account is deactivated: it cannot sign in and its sessions are refused. */
    deactivatedAt: text("deactivated_at"),
    /**
     * Sessions opened before this instant are refused (checked in D1 on every request, so it acts at
     * once everywhere, unlike a KV delete): set on deactivation, so reactivating revives none of them.
     */
    sessionsRevokedAt: text("sessions_revoked_at"),
    ...timestamps,
  },
  (t) => [check("admin_users_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);

/**
 * An owner's invitation to a new staff member: a one-time link (only its SHA-256 is stored) that
 * lets the invitee set a password, which creates the account with the invited role.
 */
export const staffInvitations = sqliteTable(
  "staff_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    acceptedAt: text("accepted_at"),
    /** Set when an owner withdraws it, or a newer invitation for the same email replaces it. */
    revokedAt: text("revoked_at"),
    ...timestamps,
  },
  (t) => [
    check("staff_invitations_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("staff_invitations_role_check", oneOf("role", STAFF_ROLES)),
    index("staff_invitations_email_idx").on(t.email),
  ],
);

/**
 * Events counted by the throttles (failed sign-ins per address and per account, public
 * submissions per client). KV is unsuitable for counters; old rows are pruned on write.
 */
export const throttleEvents = sqliteTable(
  "throttle_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    index("throttle_events_lookup_idx").on(t.kind, t.subject, t.createdAt),
    index("throttle_events_date_idx").on(t.createdAt),
  ],
);

/** Content-Security-Policy violations browsers reported (POST /api/csp-reports), newest kept. */
export const cspReports = sqliteTable(
  "csp_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentUri: text("document_uri").notNull(),
    directive: text("directive").notNull(),
    blockedUri: text("blocked_uri").notNull(),
    sourceFile: text("source_file"),
    lineNumber: integer("line_number"),
    sample: text("sample"),
    disposition: text("disposition").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("csp_reports_date_idx").on(t.createdAt)],
);

/**
 * Every file stored in R2 (staff uploads and seeded images), so media can be listed, described
 * (alt text, or marked decorative on purpose) and rendered with its size known in advance.
 */
export const media = sqliteTable(
  "media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The R2 key, `<kind>/<uuid>.<ext>`; served at /media/<key>. */
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: UPLOAD_KIND_NAMES }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** Null until someone describes the image; "" only together with `decorative`. */
    alt: text("alt"),
    decorative: booleanColumn("decorative"),
    uploadedBy: integer("uploaded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("media_kind_check", oneOf("kind", UPLOAD_KIND_NAMES)),
    check("media_size_check", sql`${t.size} >= 0`),
    check("media_decorative_check", sql`${t.decorative} IN (0, 1)`),
    index("media_kind_date_idx").on(t.kind, t.createdAt),
    index("media_date_idx").on(t.createdAt),
  ],
);

/**
 * An old slug of a post or practice area (or an old attorney id) and the item it now points to. The
 * target is the item's id, not its new slug, so a chain of renames always answers one 301 to today's
 * address. A slug here is reserved for its item while the redirect exists.
 */
export const slugRedirects = sqliteTable(
  "slug_redirects",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    slug: text("slug").notNull(),
    targetId: text("target_id").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slug] }),
    check("slug_redirects_kind_check", oneOf("kind", CONTENT_KINDS)),
    index("slug_redirects_target_idx").on(t.kind, t.targetId),
  ],
);

/** A saved state of a post, practice area or attorney: who saved it, when, and its editable fields. */
export const revisions = sqliteTable(
  "revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    entityId: text("entity_id").notNull(),
    fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    /** The revision this one restored, when it was a restore. */
    restoredFrom: integer("restored_from"),
    /** A publishing event this revision records (the schedule it set, or the schedule coming to pass), with its minute. */
    event: text("event", { enum: REVISION_EVENTS }),
    eventAt: text("event_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("revisions_kind_check", oneOf("kind", CONTENT_KINDS)),
    index("revisions_entity_idx").on(t.kind, t.entityId, t.id),
    // A schedule comes to pass once: a second cron run (or two at once) records nothing more.
    uniqueIndex("revisions_published_on_schedule_idx")
      .on(t.kind, t.entityId, t.eventAt)
      .where(sql`${t.event} = 'published_on_schedule'`),
  ],
);

/** SEO overrides of the static pages (home, about…), by page key; absent means the generated defaults. */
export const pageSeo = sqliteTable(
  "page_seo",
  {
    page: text("page", { enum: SEO_PAGES }).primaryKey(),
    ...seoColumns,
    ...timestamps,
  },
  () => [check("page_seo_page_check", oneOf("page", SEO_PAGES))],
);

/**
 * Which visitor has been counted as reading which post on which UTC day, so a view counts once per
 * visitor, post and day (worker/views). The visitor is a hash of the day, address and browser:
 * nothing that identifies a person, and unlinkable across days. Rows older than yesterday are pruned daily.
 */
export const blogViewMarks = sqliteTable(
  "blog_view_marks",
  {
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.postId] }), index("blog_view_marks_post_idx").on(t.postId)],
);

/** Small key/value facts about the database itself, e.g. which demo seed has run. */
/**
 * Row counts kept by triggers (migration row_count_triggers), so the dashboard reads a few keys
 * instead of counting whole tables on every view (issue 29). Keys: a table's name ("contacts"),
 * or a table, a column and a value ("contacts.status.unread", "contacts.practice_area.Family Law").
 */
export const rowCounts = sqliteTable("row_counts", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
});

export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});

/**
 * Every email the Worker sends (worker/email/): written in the same batch as the submission it
 * answers, delivered by the queue consumer, retried, and kept as the record of what went out.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: EMAIL_KINDS }).notNull(),
    /** Unique: one email per submission, kind and recipient, however often it is delivered. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    recipient: text("recipient").notNull(),
    /** What the email is about, e.g. "contact" 12: the back office shows its deliveries. */
    refType: text("ref_type"),
    refId: integer("ref_id"),
    /** The template's data (the email's content); cleared after EMAIL_DELIVERY.bodyRetentionDays. */
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Filled when sent: the subject and Reply-To that went out and Email Service's Message-ID. */
    subject: text("subject"),
    replyTo: text("reply_to"),
    messageId: text("message_id"),
    sentAt: text("sent_at"),
    /** When the row was last handed to the queue (the stuck-row job looks at it). */
    queuedAt: text("queued_at").notNull().default(nowIso),
    /** A delivery holds the row until then; another delivery of the same message waits its turn. */
    lockedUntil: text("locked_until"),
    ...timestamps,
  },
  (t) => [
    // No CHECK on kind: features add kinds (templates.ts) without rebuilding the table.
    check("email_outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
    check("email_outbox_attempts_check", sql`${t.attempts} >= 0`),
    index("email_outbox_status_queued_idx").on(t.status, t.queuedAt),
    index("email_outbox_ref_idx").on(t.refType, t.refId),
    index("email_outbox_date_idx").on(t.createdAt),
  ],
);

/** Every consent text the enquiry form has shown, by version: what an enquiry's consent_version meant. */
export const consentTexts = sqliteTable("consent_texts", {
  version: integer("version").primaryKey(),
  text: text("text").notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** Staff's internal notes on an enquiry: who wrote each, and when. */
export const contactNotes = sqliteTable(
  "contact_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Kept as written, so a note still says who wrote it after the account is gone. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("contact_notes_contact_idx").on(t.contactId, t.createdAt)],
);

/** Each status an enquiry was given: by whom (null: the website), and when. */
export const contactStatusHistory = sqliteTable(
  "contact_status_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    status: text("status", { enum: CONTACT_STATUSES }).notNull(),
    changedById: integer("changed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    changedByName: text("changed_by_name"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("contact_status_history_status_check", oneOf("status", CONTACT_STATUSES)),
    index("contact_status_history_contact_idx").on(t.contactId, t.createdAt),
  ],
);

/**
 * Every open back-office session, per account (docs/decisions/011-session-index.md): KV holds the
 * session itself under the hash of its token; this index lets staff see and end their sessions and
 * lets a password change or a deactivation end every session of an account at once.
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    /** The public id shown to staff; the token itself is never stored, only its SHA-256. */
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
    lastSeenAt: text("last_seen_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    index("admin_sessions_admin_idx").on(t.adminId, t.expiresAt),
    index("admin_sessions_expiry_idx").on(t.expiresAt),
  ],
);

/** Single-use account links (password resets), stored as the SHA-256 of the token sent. */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("account_tokens_purpose_check", oneOf("purpose", ACCOUNT_TOKEN_PURPOSES)),
    index("account_tokens_admin_idx").on(t.adminId, t.purpose),
    index("account_tokens_expiry_idx").on(t.expiresAt),
  ],
);

/** Staff passkeys (WebAuthn credentials); the id is the credential id, base64url. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    /** Comma-separated authenticator transports (usb, internal, hybrid…), as the browser reported them. */
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    backedUp: booleanColumn("backed_up"),
    createdAt: text("created_at").notNull().default(nowIso),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("passkeys_admin_idx").on(t.adminId), check("passkeys_backed_up_check", sql`${t.backedUp} IN (0, 1)`)],
);

/**
 * Short-lived sign-in challenges (passkey registration and sign-in, a pending second factor), each
 * consumed once by a DELETE … RETURNING, so a replay finds nothing.
 */
export const authChallenges = sqliteTable(
  "auth_challenges",
  {
    /** The WebAuthn challenge, or the SHA-256 of a pending second-factor token. */
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: AUTH_CHALLENGE_PURPOSES }).notNull(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("auth_challenges_purpose_check", oneOf("purpose", AUTH_CHALLENGE_PURPOSES)),
    index("auth_challenges_expiry_idx").on(t.expiresAt),
  ],
);

/** A TOTP authenticator app per account: confirmed once a first code from it was accepted. */
export const totpFactors = sqliteTable("totp_factors", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  /** The shared secret, base32 (RFC 6238 key). */
  secret: text("secret").notNull(),
  confirmedAt: text("confirmed_at"),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** One-time recovery codes for the second factor, stored as SHA-256. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: text("used_at"),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);

/** The firm's sign-in rules, one row (owners set them). */
export const authPolicy = sqliteTable(
  "auth_policy",
  {
    id: integer("id").primaryKey(),
    /** Every staff sign-in needs a passkey, or a password and a TOTP code. */
    requireSecondFactor: booleanColumn("require_second_factor"),
    ...timestamps,
  },
  (t) => [check("auth_policy_single_row_check", sql`${t.id} = 1`)],
);

/**
 * Who changed what, when and from where: one row per admin write, sign-in and sign-out, with a
 * compact before/after of the changed fields (never a secret). Purged after a configurable period.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: text("created_at").notNull().default(nowIso),
    /** Kept when the account is removed, with its email as it was then. */
    actorId: integer("actor_id").references(() => adminUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    address: text("address"),
    /** No CHECK here on purpose: new actions (passkeys, sessions) arrive without rebuilding the table. */
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    changes: text("changes", { mode: "json" }).$type<AuditEntry["changes"]>(),
  },
  (t) => [
    index("audit_log_date_idx").on(t.createdAt),
    index("audit_log_actor_date_idx").on(t.actorId, t.createdAt),
    index("audit_log_entity_date_idx").on(t.entity, t.createdAt),
    index("audit_log_action_date_idx").on(t.action, t.createdAt),
  ],
);

// ——— Online booking of consultations (issue 26) ———

/** What a visitor may book: "Initial consultation, 30 min, by phone, video or in person; free". */
export const consultationTypes = sqliteTable(
  "consultation_types",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    minutes: integer("minutes").notNull(),
    modes: text("modes", { mode: "json" }).$type<ConsultationMode[]>().notNull().default(sql`'[]'`),
    /** "Free", "$150, credited to your retainer": shown as written. */
    priceNote: text("price_note").notNull().default(""),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      "consultation_types_minutes_check",
      sql`${t.minutes} BETWEEN ${sql.raw(String(BOOKING.minMinutes))} AND ${sql.raw(String(BOOKING.maxMinutes))}`,
    ),
    check("consultation_types_active_check", sql`${t.active} IN (0, 1)`),
  ],
);

/** The firm's booking rules: exactly one row (id = 1). */
export const bookingSettings = sqliteTable(
  "booking_settings",
  {
    id: integer("id").primaryKey(),
    bufferMinutes: integer("buffer_minutes").notNull().default(BOOKING.defaults.bufferMinutes),
    noticeMinutes: integer("notice_minutes").notNull().default(BOOKING.defaults.noticeMinutes),
    horizonDays: integer("horizon_days").notNull().default(BOOKING.defaults.horizonDays),
    stepMinutes: integer("step_minutes").notNull().default(BOOKING.defaults.stepMinutes),
    ...timestamps,
  },
  (t) => [check("booking_settings_single_row_check", sql`${t.id} = 1`)],
);

/** Whole days the firm is closed (holidays), YYYY-MM-DD in the firm's zone, both ends included. */
export const firmClosures = sqliteTable(
  "firm_closures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    label: text("label").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("firm_closures_range_check", sql`${t.startDate} <= ${t.endDate}`),
    index("firm_closures_end_idx").on(t.endDate),
  ],
);

/** An attorney's weekly hours: wall-clock HH:MM in the firm's zone, ISO weekday 1 (Monday) to 7. */
export const attorneyHours = sqliteTable(
  "attorney_hours",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    attorneyId: text("attorney_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [
    check("attorney_hours_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
    check("attorney_hours_range_check", sql`${t.startTime} < ${t.endTime}`),
    index("attorney_hours_attorney_idx").on(t.attorneyId, t.weekday),
  ],
);

/** An attorney's time off, or time staff blocked on the Calendar: UTC instants, end excluded. */
export const attorneyTimeOff = sqliteTable(
  "attorney_time_off",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    attorneyId: text("attorney_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: text("created_at").notNull().default(nowIso),
  },
  (t) => [
    check("attorney_time_off_range_check", sql`${t.startAt} < ${t.endAt}`),
    index("attorney_time_off_attorney_idx").on(t.attorneyId, t.endAt),
  ],
);

/** Which consultation types an attorney takes. */
export const attorneyConsultationTypes = sqliteTable(
  "attorney_consultation_types",
  {
    attorneyId: text("attorney_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    typeId: integer("type_id")
      .notNull()
      .references(() => consultationTypes.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.attorneyId, t.typeId] }),
    index("attorney_consultation_types_type_idx").on(t.typeId),
  ],
);

/** Which practice areas an attorney takes consultations in. */
export const attorneyPracticeAreas = sqliteTable(
  "attorney_practice_areas",
  {
    attorneyId: text("attorney_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    practiceAreaId: integer("practice_area_id")
      .notNull()
      .references(() => practiceAreas.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.attorneyId, t.practiceAreaId] }),
    index("attorney_practice_areas_area_idx").on(t.practiceAreaId),
  ],
);

/**
 * A consultation: first a short hold while the visitor fills in the form, then confirmed (with its
 * enquiry), perhaps cancelled. One live booking per attorney and start, enforced by the database.
 */
export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    attorneyId: text("attorney_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    typeId: integer("type_id").references(() => consultationTypes.id, { onDelete: "set null" }),
    /** The enquiry it belongs to in the intake workflow (null while held). */
    contactId: integer("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    startAt: text("start_at").notNull(),
    endAt: text("end_at").notNull(),
    mode: text("mode", { enum: CONSULTATION_MODES }),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("held"),
    /** SHA-256 of the hold's secret; a hold past holdExpiresAt no longer blocks its slot. */
    holdHash: text("hold_hash").unique(),
    holdExpiresAt: text("hold_expires_at"),
    /** SHA-256 of the manage link's secret (reschedule, cancel). */
    manageHash: text("manage_hash").unique(),
    /** The zone the visitor booked in, for their emails. */
    visitorTimeZone: text("visitor_time_zone"),
    /** Bumped on each reschedule: the calendar invite's SEQUENCE. */
    sequence: integer("sequence").notNull().default(0),
    reminderSentAt: text("reminder_sent_at"),
    cancelledAt: text("cancelled_at"),
    ...timestamps,
  },
  (t) => [
    check("bookings_status_check", oneOf("status", BOOKING_STATUSES)),
    check("bookings_mode_check", sql`${t.mode} IS NULL OR ${oneOf("mode", CONSULTATION_MODES)}`),
    check("bookings_range_check", sql`${t.startAt} < ${t.endAt}`),
    uniqueIndex("bookings_attorney_start_unique").on(t.attorneyId, t.startAt).where(sql`status <> 'cancelled'`),
    index("bookings_attorney_range_idx").on(t.attorneyId, t.status, t.startAt),
    index("bookings_start_idx").on(t.status, t.startAt),
    index("bookings_contact_idx").on(t.contactId),
  ],
);

/**
 * The text a staff member is writing but has not saved yet: one autosave per person and item
 * (`entity_id` "new" for an item never saved), replaced on every autosave, cleared by a real save.
 * Not a revision: revisions are what was saved.
 */
export const autosaves = sqliteTable(
  "autosaves",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    entityId: text("entity_id").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    savedAt: text("saved_at").notNull().default(nowIso),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.entityId, t.authorId] }),
    check("autosaves_kind_check", oneOf("kind", CONTENT_KINDS)),
  ],
);
