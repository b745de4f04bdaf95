ALTER TABLE `firm_settings` ADD `map_latitude` real;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `map_longitude` real;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `map_address` text;