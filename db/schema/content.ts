import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  DEPARTMENTS,
  PRACTICE_AREA_STATUSES,
  SEO_PAGES,
  TEAM_ROLES,
  TEAM_STATUSES,
} from "../../domain/constants";
import type { Education, Faq, Matter, Scenario } from "../../domain/shapes";
import { belongsTo, booleanColumn, oneOf, seoColumns, serialId, timestamps } from "./columns";

export const practiceAreas = sqliteTable(
  "practice_areas",
  {
    id: serialId(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    icon: text("icon").notNull().default("⚖️"),
    description: text("description").notNull(),
    /** The key services shown on the grid card. */
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    heroImage: text("hero_image"),
    /** Plain text; derived from overviewHtml once that is set (search and meta read it). */
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
    /** Plain text; derived from fullBioHtml once that is set. */
    fullBio: text("full_bio"),
    /** The full biography as sanitised HTML (the visual editor); null while it is still plain text (fullBio). */
    fullBioHtml: text("full_bio_html"),
    image: text("image"),
    office: text("office"),
    /** The attorney's own video meeting room (https); null: the firm's (firm_settings.meeting_url). */
    meetingUrl: text("meeting_url"),
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
    id: serialId(),
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
    /**
     * ISO timestamp of the last save that changed what readers see (PUBLIC_POST_FIELDS): the
     * article's dateModified. A status, schedule or featured change, a view or the seed leave it.
     */
    contentUpdatedAt: text("content_updated_at"),
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
    postId: belongsTo("post_id", () => blogPosts.id),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.postId] }), index("blog_view_marks_post_idx").on(t.postId)],
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
