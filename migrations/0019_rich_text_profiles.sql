ALTER TABLE `practice_areas` ADD `overview_html` text;--> statement-breakpoint
ALTER TABLE `team_members` ADD `full_bio_html` text;