CREATE TABLE `autosaves` (
	`kind` text NOT NULL,
	`entity_id` text NOT NULL,
	`author_id` integer NOT NULL,
	`fields` text NOT NULL,
	`saved_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`kind`, `entity_id`, `author_id`),
	FOREIGN KEY (`author_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "autosaves_kind_check" CHECK("kind" IN ('post', 'practice-area', 'attorney'))
);
