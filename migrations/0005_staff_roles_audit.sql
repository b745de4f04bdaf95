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
CREATE INDEX `audit_log_action_date_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`invited_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "staff_invitations_email_lower_check" CHECK("staff_invitations"."email" = lower("staff_invitations"."email")),
	CONSTRAINT "staff_invitations_role_check" CHECK("role" IN ('owner', 'editor', 'intake'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_token_hash_unique` ON `staff_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`);--> statement-breakpoint
ALTER TABLE `admin_users` ADD `role` text DEFAULT 'intake' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `deactivated_at` text;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `sessions_revoked_at` text;--> statement-breakpoint
-- hand-written: every account that existed before roles (the demo admin, admin:create accounts) is an owner.
UPDATE `admin_users` SET `role` = 'owner';
