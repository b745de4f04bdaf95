ALTER TABLE `team_members` ADD `meeting_url` text;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `meeting_url` text;