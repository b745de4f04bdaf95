ALTER TABLE `admin_users` ADD `role` text DEFAULT 'intake' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `deactivated_at` text;--> statement-breakpoint
-- hand-written: every account that existed before roles (the demo admin, admin:create accounts) is an owner.
UPDATE `admin_users` SET `role` = 'owner';
