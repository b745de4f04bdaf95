-- drizzle-kit 0.31 quotes index expressions as if they were column names; blog_posts_recency_idx's
-- expression was corrected by hand to match `blogRecency` in db/schema.ts (as in 0001).
CREATE TABLE `blog_view_marks` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`day`, `visitor`, `post_id`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_view_marks_post_idx` ON `blog_view_marks` (`post_id`);--> statement-breakpoint
CREATE INDEX `blog_posts_recency_idx` ON `blog_posts` (coalesce("publish_date", "created_at"), `id`);--> statement-breakpoint
CREATE INDEX `newsletter_date_idx` ON `newsletter_subscribers` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `testimonials_date_idx` ON `testimonials` (`date_submitted`,`id`);