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
CREATE INDEX `email_outbox_date_idx` ON `email_outbox` (`created_at`);