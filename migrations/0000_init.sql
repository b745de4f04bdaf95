CREATE TABLE `admin_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT 'Admin' NOT NULL,
	`password_hash` text NOT NULL,
	`last_login_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "admin_users_email_lower_check" CHECK("admin_users"."email" = lower("admin_users"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_email_unique` ON `admin_users` (`email`);--> statement-breakpoint
CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`author` text NOT NULL,
	`author_id` text,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`image` text,
	`category` text DEFAULT 'Legal Updates' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`publish_date` text,
	`views` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "blog_posts_status_check" CHECK("status" IN ('draft', 'published')),
	CONSTRAINT "blog_posts_category_check" CHECK("category" IN ('Corporate Law', 'Litigation', 'Employment Law', 'Real Estate', 'Legal Updates')),
	CONSTRAINT "blog_posts_views_check" CHECK("blog_posts"."views" >= 0),
	CONSTRAINT "blog_posts_featured_check" CHECK("blog_posts"."featured" IN (0, 1)),
	CONSTRAINT "blog_posts_published_date_check" CHECK("blog_posts"."status" <> 'published' OR "blog_posts"."publish_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_date_idx` ON `blog_posts` (`status`,`publish_date`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category`,`status`,`publish_date`);--> statement-breakpoint
CREATE INDEX `blog_posts_featured_idx` ON `blog_posts` (`featured`,`status`,`publish_date`);--> statement-breakpoint
CREATE INDEX `blog_posts_author_idx` ON `blog_posts` (`author_id`);--> statement-breakpoint
CREATE TABLE `contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`practice_area` text,
	`status` text DEFAULT 'unread' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "contacts_status_check" CHECK("status" IN ('unread', 'responded', 'handled')),
	CONSTRAINT "contacts_practice_area_check" CHECK("contacts"."practice_area" IS NULL OR "practice_area" IN ('Personal Injury', 'Corporate Law', 'Family Law', 'Criminal Defense', 'Real Estate Law', 'Employment Law', 'Other'))
);
--> statement-breakpoint
CREATE INDEX `contacts_status_date_idx` ON `contacts` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_date_idx` ON `contacts` (`created_at`);--> statement-breakpoint
CREATE TABLE `firm_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`firm_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`hours` text NOT NULL,
	`disclaimer` text DEFAULT '' NOT NULL,
	`privacy_policy` text DEFAULT '' NOT NULL,
	`terms_of_service` text DEFAULT '' NOT NULL,
	`bar_associations` text DEFAULT '' NOT NULL,
	`logo_url` text,
	`favicon_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "firm_settings_single_row_check" CHECK("firm_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'subscribed' NOT NULL,
	`unsubscribed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "newsletter_status_check" CHECK("status" IN ('subscribed', 'unsubscribed')),
	CONSTRAINT "newsletter_email_lower_check" CHECK("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_status_date_idx` ON `newsletter_subscribers` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `practice_areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`icon` text DEFAULT '⚖️' NOT NULL,
	`description` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`hero_image` text,
	`long_description` text DEFAULT '' NOT NULL,
	`services` text DEFAULT '[]' NOT NULL,
	`scenarios` text DEFAULT '[]' NOT NULL,
	`faqs` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`cases_handled` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "practice_areas_status_check" CHECK("status" IN ('published', 'draft')),
	CONSTRAINT "practice_areas_cases_check" CHECK("practice_areas"."cases_handled" >= 0),
	CONSTRAINT "practice_areas_featured_check" CHECK("practice_areas"."featured" IN (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `practice_areas_slug_unique` ON `practice_areas` (`slug`);--> statement-breakpoint
CREATE INDEX `practice_areas_status_order_idx` ON `practice_areas` (`status`,`sort_order`);--> statement-breakpoint
CREATE INDEX `practice_areas_featured_idx` ON `practice_areas` (`featured`,`status`,`sort_order`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`department` text,
	`email` text,
	`phone` text,
	`bio` text,
	`full_bio` text,
	`image` text,
	`office` text,
	`specialties` text DEFAULT '[]' NOT NULL,
	`education` text DEFAULT '[]' NOT NULL,
	`bar_admissions` text DEFAULT '[]' NOT NULL,
	`awards` text DEFAULT '[]' NOT NULL,
	`recent_cases` text DEFAULT '[]' NOT NULL,
	`publications` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`join_date` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK("role" IN ('Senior Partner', 'Partner', 'Senior Associate', 'Associate Attorney', 'Of Counsel', 'Paralegal', 'Legal Assistant', 'Other')),
	CONSTRAINT "team_members_department_check" CHECK("team_members"."department" IS NULL OR "department" IN ('Personal Injury', 'Corporate Law', 'Litigation', 'Family Law', 'Criminal Defense', 'Real Estate Law', 'Employment Law', 'Intellectual Property', 'Tax Law', 'Other')),
	CONSTRAINT "team_members_status_check" CHECK("status" IN ('active', 'inactive')),
	CONSTRAINT "team_members_featured_check" CHECK("team_members"."featured" IN (0, 1)),
	CONSTRAINT "team_members_id_check" CHECK("team_members"."id" GLOB '[a-z0-9]*' AND "team_members"."id" NOT GLOB '*[^a-z0-9-]*')
);
--> statement-breakpoint
CREATE INDEX `team_members_status_order_idx` ON `team_members` (`status`,`sort_order`);--> statement-breakpoint
CREATE INDEX `team_members_department_idx` ON `team_members` (`department`,`status`,`sort_order`);--> statement-breakpoint
CREATE INDEX `team_members_featured_idx` ON `team_members` (`featured`,`status`,`sort_order`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`service` text,
	`rating` integer DEFAULT 5 NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`date_submitted` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK("testimonials"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "testimonials_status_check" CHECK("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "testimonials_service_check" CHECK("testimonials"."service" IS NULL OR "service" IN ('Personal Injury', 'Corporate Law', 'Family Law', 'Criminal Defense', 'Real Estate Law', 'Employment Law', 'Intellectual Property', 'Other')),
	CONSTRAINT "testimonials_featured_check" CHECK("testimonials"."featured" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `testimonials_status_date_idx` ON `testimonials` (`status`,`date_submitted`);--> statement-breakpoint
CREATE INDEX `testimonials_featured_idx` ON `testimonials` (`featured`,`status`,`date_submitted`);--> statement-breakpoint
CREATE TABLE `throttle_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_events_lookup_idx` ON `throttle_events` (`kind`,`subject`,`created_at`);--> statement-breakpoint
CREATE INDEX `throttle_events_date_idx` ON `throttle_events` (`created_at`);