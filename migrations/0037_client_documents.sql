CREATE TABLE `questionnaire_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`questionnaire_id` integer NOT NULL,
	`contact_id` integer NOT NULL,
	`question_id` text,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`uploaded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`questionnaire_id`) REFERENCES `questionnaires`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "questionnaire_documents_type_check" CHECK("type" IN ('pdf', 'jpeg', 'png', 'heic', 'docx')),
	CONSTRAINT "questionnaire_documents_size_check" CHECK("size" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questionnaire_documents_storage_key_unique` ON `questionnaire_documents` (`storage_key`);--> statement-breakpoint
CREATE INDEX `questionnaire_documents_questionnaire_idx` ON `questionnaire_documents` (`questionnaire_id`,`uploaded_at`);--> statement-breakpoint
CREATE INDEX `questionnaire_documents_contact_idx` ON `questionnaire_documents` (`contact_id`);