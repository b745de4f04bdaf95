-- The practice area of an enquiry in a column of its own without the fixed list of the first form (its CHECK
-- cannot be changed without rebuilding contacts, which would cascade to notes and bookings): every
-- published practice area can be chosen. Existing choices are copied; the counts of the dashboard by area
-- follow the new column.
ALTER TABLE `contacts` ADD `practice_area_name` text;--> statement-breakpoint
UPDATE `contacts` SET `practice_area_name` = `practice_area` WHERE `practice_area` IS NOT NULL;--> statement-breakpoint
DROP INDEX `contacts_attribution_idx`;--> statement-breakpoint
CREATE INDEX `contacts_attribution_idx` ON `contacts` (`created_at`,`utm_source`,`referrer_host`,`landing_page`,`practice_area_name`);--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_insert;--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_delete;--> statement-breakpoint
DROP TRIGGER IF EXISTS contacts_count_update;--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', 1), ('contacts.status.' || coalesce(NEW.status, ''), 1), ('contacts.practice_area.' || coalesce(NEW.practice_area_name, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', -1), ('contacts.status.' || coalesce(OLD.status, ''), -1), ('contacts.practice_area.' || coalesce(OLD.practice_area_name, ''), -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
CREATE TRIGGER contacts_count_update AFTER UPDATE OF status, practice_area_name ON contacts WHEN OLD.status IS NOT NEW.status OR OLD.practice_area_name IS NOT NEW.practice_area_name BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts.status.' || coalesce(OLD.status, ''), -1), ('contacts.status.' || coalesce(NEW.status, ''), 1), ('contacts.practice_area.' || coalesce(OLD.practice_area_name, ''), -1), ('contacts.practice_area.' || coalesce(NEW.practice_area_name, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;--> statement-breakpoint
DELETE FROM row_counts WHERE key LIKE 'contacts.practice_area.%';--> statement-breakpoint
INSERT INTO row_counts (key, count) SELECT 'contacts.practice_area.' || coalesce(practice_area_name, ''), count(*) FROM contacts GROUP BY practice_area_name;
