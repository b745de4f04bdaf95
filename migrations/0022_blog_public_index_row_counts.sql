CREATE TABLE `row_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `blog_posts_public_idx` ON `blog_posts` ((CASE WHEN "status" = 'published' THEN "publish_date" ELSE "scheduled_for" END),`id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_public_idx` ON `blog_posts` (`category`,(CASE WHEN "status" = 'published' THEN "publish_date" ELSE "scheduled_for" END),`id`);--> statement-breakpoint
CREATE INDEX `blog_posts_featured_public_idx` ON `blog_posts` (`featured`,(CASE WHEN "status" = 'published' THEN "publish_date" ELSE "scheduled_for" END),`id`);--> statement-breakpoint
CREATE INDEX `blog_posts_updated_idx` ON `blog_posts` (`updated_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_views_idx` ON `blog_posts` (`status`,`views`,`publish_date`);