-- drizzle-kit 0.31 quotes index expressions as if they were column names; the expressions below were
-- corrected by hand to match `blogRecency` in db/schema.ts.
DROP INDEX `blog_posts_status_date_idx`;--> statement-breakpoint
DROP INDEX `blog_posts_category_idx`;--> statement-breakpoint
DROP INDEX `blog_posts_featured_idx`;--> statement-breakpoint
CREATE INDEX `blog_posts_status_recency_idx` ON `blog_posts` (`status`, coalesce("publish_date", "created_at"));--> statement-breakpoint
CREATE INDEX `blog_posts_category_recency_idx` ON `blog_posts` (`category`, `status`, coalesce("publish_date", "created_at"));--> statement-breakpoint
CREATE INDEX `blog_posts_featured_recency_idx` ON `blog_posts` (`featured`, `status`, coalesce("publish_date", "created_at"));