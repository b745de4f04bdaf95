CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`alt` text,
	`decorative` integer DEFAULT false NOT NULL,
	`uploaded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "media_kind_check" CHECK("kind" IN ('logo', 'favicon', 'photo', 'article-image')),
	CONSTRAINT "media_size_check" CHECK("media"."size" >= 0),
	CONSTRAINT "media_decorative_check" CHECK("media"."decorative" IN (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_key_unique` ON `media` (`key`);--> statement-breakpoint
CREATE INDEX `media_kind_date_idx` ON `media` (`kind`,`created_at`);--> statement-breakpoint
CREATE INDEX `media_date_idx` ON `media` (`created_at`);