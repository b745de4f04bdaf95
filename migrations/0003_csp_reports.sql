CREATE TABLE `csp_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_uri` text NOT NULL,
	`directive` text NOT NULL,
	`blocked_uri` text NOT NULL,
	`source_file` text,
	`line_number` integer,
	`sample` text,
	`disposition` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `csp_reports_date_idx` ON `csp_reports` (`created_at`);