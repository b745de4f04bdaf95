CREATE TABLE `booking_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`contact_id` integer,
	`event` text NOT NULL,
	`start_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "booking_history_event_check" CHECK("event" IN ('booked', 'moved', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX `booking_history_contact_idx` ON `booking_history` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `booking_history_booking_idx` ON `booking_history` (`booking_id`);--> statement-breakpoint
CREATE INDEX `booking_history_created_idx` ON `booking_history` (`created_at`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_client` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `visitor_moves` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_hold_client_idx` ON `bookings` (`hold_client`,`hold_expires_at`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `booking_state` text;--> statement-breakpoint
-- Bookings made before this version: each enquiry gets the state of its booking, its history the booking (and any cancel).
UPDATE `contacts` SET `booking_state` = (
	SELECT CASE WHEN b.`status` = 'cancelled' THEN 'cancelled' WHEN b.`sequence` > 0 THEN 'moved' ELSE 'booked' END
	FROM `bookings` b WHERE b.`contact_id` = `contacts`.`id` ORDER BY b.`id` DESC LIMIT 1
) WHERE `id` IN (SELECT `contact_id` FROM `bookings` WHERE `contact_id` IS NOT NULL AND `status` <> 'held');--> statement-breakpoint
INSERT INTO `booking_history` (`booking_id`, `contact_id`, `event`, `start_at`, `created_at`)
	SELECT `id`, `contact_id`, 'booked', `start_at`, `created_at` FROM `bookings` WHERE `contact_id` IS NOT NULL AND `status` <> 'held';--> statement-breakpoint
INSERT INTO `booking_history` (`booking_id`, `contact_id`, `event`, `start_at`, `created_at`)
	SELECT `id`, `contact_id`, 'cancelled', `start_at`, coalesce(`cancelled_at`, `updated_at`) FROM `bookings` WHERE `contact_id` IS NOT NULL AND `status` = 'cancelled';
