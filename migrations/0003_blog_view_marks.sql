CREATE TABLE `blog_view_marks` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`post_id` integer NOT NULL,
	PRIMARY KEY(`day`, `visitor`, `post_id`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_view_marks_post_idx` ON `blog_view_marks` (`post_id`);