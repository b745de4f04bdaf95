CREATE TABLE `newsletter_consent_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscriber_id` integer NOT NULL,
	`event` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "newsletter_consent_event_check" CHECK("event" IN ('subscribed', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE INDEX `newsletter_consent_subscriber_idx` ON `newsletter_consent_events` (`subscriber_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_unique` ON `newsletter_subscribers` (`confirm_token`);