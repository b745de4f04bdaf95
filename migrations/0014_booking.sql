CREATE TABLE `attorney_consultation_types` (
	`attorney_id` text NOT NULL,
	`type_id` integer NOT NULL,
	PRIMARY KEY(`attorney_id`, `type_id`),
	FOREIGN KEY (`attorney_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`type_id`) REFERENCES `consultation_types`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attorney_consultation_types_type_idx` ON `attorney_consultation_types` (`type_id`);--> statement-breakpoint
CREATE TABLE `attorney_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attorney_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	FOREIGN KEY (`attorney_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "attorney_hours_weekday_check" CHECK("attorney_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "attorney_hours_range_check" CHECK("attorney_hours"."start_time" < "attorney_hours"."end_time")
);
--> statement-breakpoint
CREATE INDEX `attorney_hours_attorney_idx` ON `attorney_hours` (`attorney_id`,`weekday`);--> statement-breakpoint
CREATE TABLE `attorney_practice_areas` (
	`attorney_id` text NOT NULL,
	`practice_area_id` integer NOT NULL,
	PRIMARY KEY(`attorney_id`, `practice_area_id`),
	FOREIGN KEY (`attorney_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`practice_area_id`) REFERENCES `practice_areas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attorney_practice_areas_area_idx` ON `attorney_practice_areas` (`practice_area_id`);--> statement-breakpoint
CREATE TABLE `attorney_time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attorney_id` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`attorney_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "attorney_time_off_range_check" CHECK("attorney_time_off"."start_at" < "attorney_time_off"."end_at")
);
--> statement-breakpoint
CREATE INDEX `attorney_time_off_attorney_idx` ON `attorney_time_off` (`attorney_id`,`end_at`);--> statement-breakpoint
CREATE TABLE `booking_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`buffer_minutes` integer DEFAULT 15 NOT NULL,
	`notice_minutes` integer DEFAULT 1440 NOT NULL,
	`horizon_days` integer DEFAULT 30 NOT NULL,
	`step_minutes` integer DEFAULT 30 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "booking_settings_single_row_check" CHECK("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attorney_id` text NOT NULL,
	`type_id` integer,
	`contact_id` integer,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`mode` text,
	`status` text DEFAULT 'held' NOT NULL,
	`hold_hash` text,
	`hold_expires_at` text,
	`manage_hash` text,
	`visitor_time_zone` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`reminder_sent_at` text,
	`cancelled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`attorney_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`type_id`) REFERENCES `consultation_types`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_status_check" CHECK("status" IN ('held', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_mode_check" CHECK("bookings"."mode" IS NULL OR "mode" IN ('phone', 'video', 'in-person')),
	CONSTRAINT "bookings_range_check" CHECK("bookings"."start_at" < "bookings"."end_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_hold_hash_unique` ON `bookings` (`hold_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_manage_hash_unique` ON `bookings` (`manage_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_attorney_start_unique` ON `bookings` (`attorney_id`,`start_at`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX `bookings_attorney_range_idx` ON `bookings` (`attorney_id`,`status`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_start_idx` ON `bookings` (`status`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_contact_idx` ON `bookings` (`contact_id`);--> statement-breakpoint
CREATE TABLE `consultation_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`minutes` integer NOT NULL,
	`modes` text DEFAULT '[]' NOT NULL,
	`price_note` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "consultation_types_minutes_check" CHECK("consultation_types"."minutes" BETWEEN 10 AND 240),
	CONSTRAINT "consultation_types_active_check" CHECK("consultation_types"."active" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE `firm_closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "firm_closures_range_check" CHECK("firm_closures"."start_date" <= "firm_closures"."end_date")
);
--> statement-breakpoint
CREATE INDEX `firm_closures_end_idx` ON `firm_closures` (`end_date`);