CREATE TABLE `editing_presence` (
	`kind` text NOT NULL,
	`entity_id` text NOT NULL,
	`admin_id` integer NOT NULL,
	`tab_id` text NOT NULL,
	`seen_at` text NOT NULL,
	PRIMARY KEY(`kind`, `entity_id`, `admin_id`, `tab_id`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "editing_presence_kind_check" CHECK("kind" IN ('post', 'practice-area', 'attorney'))
);
