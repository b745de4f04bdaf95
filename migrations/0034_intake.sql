CREATE TABLE `client_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`purpose` text NOT NULL,
	`contact_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "client_links_purpose_check" CHECK("purpose" IN ('questionnaire', 'engagement-letter'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_links_token_hash_unique` ON `client_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `client_links_contact_idx` ON `client_links` (`contact_id`,`purpose`);