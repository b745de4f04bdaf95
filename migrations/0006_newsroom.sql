CREATE TABLE `page_seo` (
	`page` text PRIMARY KEY NOT NULL,
	`meta_title` text,
	`meta_description` text,
	`social_image` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "page_seo_page_check" CHECK("page" IN ('home', 'practice-areas', 'team', 'blog', 'testimonials', 'about', 'contact'))
);
--> statement-breakpoint
CREATE TABLE `revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`entity_id` text NOT NULL,
	`fields` text NOT NULL,
	`author_id` integer,
	`author_name` text DEFAULT '' NOT NULL,
	`restored_from` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "revisions_kind_check" CHECK("kind" IN ('post', 'practice-area', 'attorney'))
);
--> statement-breakpoint
CREATE INDEX `revisions_entity_idx` ON `revisions` (`kind`,`entity_id`,`id`);--> statement-breakpoint
CREATE TABLE `slug_redirects` (
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`kind`, `slug`),
	CONSTRAINT "slug_redirects_kind_check" CHECK("kind" IN ('post', 'practice-area', 'attorney'))
);
--> statement-breakpoint
CREATE INDEX `slug_redirects_target_idx` ON `slug_redirects` (`kind`,`target_id`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `scheduled_for` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `social_image` text;--> statement-breakpoint
CREATE INDEX `blog_posts_scheduled_idx` ON `blog_posts` (`scheduled_for`);--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `time_zone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `legal_updated` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `practice_areas` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `practice_areas` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `practice_areas` ADD `social_image` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `meta_title` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `meta_description` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `social_image` text;