CREATE TABLE `questionnaire_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`practice_area_id` integer,
	`version` integer NOT NULL,
	`title` text NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`questions` text NOT NULL,
	`saved_by_id` integer,
	`saved_by_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`practice_area_id`) REFERENCES `practice_areas`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`saved_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questionnaire_templates_area_version_idx` ON `questionnaire_templates` (`practice_area_id`,`version`);--> statement-breakpoint
CREATE TABLE `questionnaires` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`template_id` integer NOT NULL,
	`link_id` integer NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`answers` text DEFAULT '{}' NOT NULL,
	`sent_by_id` integer,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`opened_at` text,
	`saved_at` text,
	`submitted_at` text,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `questionnaire_templates`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`link_id`) REFERENCES `client_links`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "questionnaires_status_check" CHECK("status" IN ('sent', 'opened', 'in-progress', 'submitted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questionnaires_link_id_unique` ON `questionnaires` (`link_id`);--> statement-breakpoint
CREATE INDEX `questionnaires_contact_idx` ON `questionnaires` (`contact_id`,`sent_at`);