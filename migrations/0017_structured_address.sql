ALTER TABLE `firm_settings` ADD `street_address` text;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `address_locality` text;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `address_region` text;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `postal_code` text;--> statement-breakpoint
ALTER TABLE `firm_settings` ADD `address_country` text;