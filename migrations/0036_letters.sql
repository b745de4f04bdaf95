-- Engagement-letter templates, one per practice area (issue 41).
-- "Retained" (a signed engagement letter) is a column of its own: the status's CHECK cannot take a fourth
-- value without rebuilding contacts (see 0029). The maintained counts key each enquiry by its state as staff
-- see it (retained, else its status), so a retained enquiry leaves its status's count; recounted from the rows.
CREATE TABLE `letter_templates` (
	`practice_area_id` integer PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`updated_by_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`practice_area_id`) REFERENCES `practice_areas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `contacts` ADD `retained_at` text;--> statement-breakpoint
CREATE INDEX `contacts_retained_idx` ON `contacts` (`retained_at`,`created_at`);--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_update;--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', 1), ('contacts.status.' || CASE WHEN NEW.retained_at IS NOT NULL THEN 'retained' ELSE coalesce(NEW.status, '') END, 1), ('contacts.practice_area.' || coalesce(NEW.practice_area_name, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', -1), ('contacts.status.' || CASE WHEN OLD.retained_at IS NOT NULL THEN 'retained' ELSE coalesce(OLD.status, '') END, -1), ('contacts.practice_area.' || coalesce(OLD.practice_area_name, ''), -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
CREATE TRIGGER contacts_count_update AFTER UPDATE OF status, retained_at, practice_area_name ON contacts WHEN OLD.status IS NOT NEW.status OR (OLD.retained_at IS NULL) IS NOT (NEW.retained_at IS NULL) OR OLD.practice_area_name IS NOT NEW.practice_area_name BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts.status.' || CASE WHEN OLD.retained_at IS NOT NULL THEN 'retained' ELSE coalesce(OLD.status, '') END, -1), ('contacts.status.' || CASE WHEN NEW.retained_at IS NOT NULL THEN 'retained' ELSE coalesce(NEW.status, '') END, 1), ('contacts.practice_area.' || coalesce(OLD.practice_area_name, ''), -1), ('contacts.practice_area.' || coalesce(NEW.practice_area_name, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
DELETE FROM row_counts WHERE key LIKE 'contacts.status.%';--> statement-breakpoint
INSERT INTO row_counts (key, count) SELECT key, count(*) FROM (SELECT 'contacts.status.' || CASE WHEN retained_at IS NOT NULL THEN 'retained' ELSE coalesce(status, '') END AS key FROM contacts) GROUP BY key;
