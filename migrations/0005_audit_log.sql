CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor_id` integer,
	`actor_email` text,
	`address` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`changes` text,
	FOREIGN KEY (`actor_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_date_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_date_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_date_idx` ON `audit_log` (`entity`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_date_idx` ON `audit_log` (`action`,`created_at`);