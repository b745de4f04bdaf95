CREATE TABLE `consent_texts` (
	`version` integer PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`author_id` integer,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_notes_contact_idx` ON `contact_notes` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`status` text NOT NULL,
	`changed_by_id` integer,
	`changed_by_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contact_status_history_status_check" CHECK("status" IN ('unread', 'responded', 'handled'))
);
--> statement-breakpoint
CREATE INDEX `contact_status_history_contact_idx` ON `contact_status_history` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`recipient` text NOT NULL,
	`ref_type` text,
	`ref_id` integer,
	`payload` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`subject` text,
	`reply_to` text,
	`message_id` text,
	`sent_at` text,
	`queued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`locked_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "email_outbox_status_check" CHECK("status" IN ('queued', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_idempotency_key_unique` ON `email_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_queued_idx` ON `email_outbox` (`status`,`queued_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_ref_idx` ON `email_outbox` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE INDEX `email_outbox_date_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
ALTER TABLE `contacts` ADD `other_parties` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `assigned_to` text REFERENCES team_members(id);--> statement-breakpoint
ALTER TABLE `contacts` ADD `opened_at` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `consent_version` integer;--> statement-breakpoint
ALTER TABLE `contacts` ADD `anonymized_at` text;--> statement-breakpoint
CREATE INDEX `contacts_assigned_idx` ON `contacts` (`assigned_to`,`created_at`);--> statement-breakpoint
CREATE INDEX `contacts_opened_idx` ON `contacts` (`opened_at`);--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `notification_emails` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `acknowledgement_text` text DEFAULT 'Dear {name},

Thank you for contacting {firm}. We have received your enquiry and a member of our team will reply within one business day.' NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `consent_text` text DEFAULT 'Contacting us does not create an attorney-client relationship. Please do not send confidential information until we have agreed to represent you.' NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `consent_version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `attorney_advertising` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `retention_months` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token_unique` ON `newsletter_subscribers` (`token`);--> statement-breakpoint
ALTER TABLE `testimonials` ADD `publish_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `testimonials` ADD `name_display` text DEFAULT 'full' NOT NULL;--> statement-breakpoint
-- hand-written: backfills for rows that predate this migration.
-- Version 1 of the consent notice is the text firm_settings now holds (its column default).
INSERT OR IGNORE INTO `consent_texts` (`version`, `text`) SELECT `consent_version`, `consent_text` FROM `firm_settings`;--> statement-breakpoint
INSERT OR IGNORE INTO `consent_texts` (`version`, `text`) VALUES (1, 'Contacting us does not create an attorney-client relationship. Please do not send confidential information until we have agreed to represent you.');--> statement-breakpoint
-- Subscribers from before double opt-in stay subscribers; each gets its unsubscribe secret.
UPDATE `newsletter_subscribers` SET `confirmed_at` = `created_at` WHERE `confirmed_at` IS NULL AND `status` = 'subscribed';--> statement-breakpoint
UPDATE `newsletter_subscribers` SET `token` = lower(hex(randomblob(16))) WHERE `token` IS NULL;--> statement-breakpoint
-- Testimonials already on file were published by staff before the form asked for consent.
UPDATE `testimonials` SET `publish_consent` = 1;--> statement-breakpoint
-- An enquiry someone already answered or handled has been opened.
UPDATE `contacts` SET `opened_at` = `updated_at` WHERE `status` <> 'unread' AND `opened_at` IS NULL;
