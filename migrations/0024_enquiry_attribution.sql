ALTER TABLE `contacts` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_term` text;--> statement-breakpoint
ALTER TABLE `contacts` ADD `utm_content` text;--> statement-breakpoint
CREATE INDEX `contacts_attribution_idx` ON `contacts` (`created_at`,`utm_source`,`referrer_host`,`landing_page`,`practice_area`);