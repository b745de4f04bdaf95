-- Engagement letters sent for an enquiry and signed by the client (issue 41). A signed letter never changes
-- (its columns are refused by the first trigger; the area's id may still go null with the area), and a sent
-- letter's text is what the client reads and signs (the second).
CREATE TABLE `engagement_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`practice_area_id` integer,
	`practice_area` text NOT NULL,
	`responsible_attorney` text DEFAULT '' NOT NULL,
	`scope` text DEFAULT '' NOT NULL,
	`fee_terms` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`html` text NOT NULL,
	`link_id` integer,
	`state` text DEFAULT 'draft' NOT NULL,
	`created_by_id` integer,
	`sent_at` text,
	`withdrawn_at` text,
	`signed_at` text,
	`signer_name` text,
	`signer_address` text,
	`signer_user_agent` text,
	`document_hash` text,
	`consent_version` integer,
	`pdf_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`practice_area_id`) REFERENCES `practice_areas`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`link_id`) REFERENCES `client_links`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "engagement_letters_state_check" CHECK("state" IN ('draft', 'sent', 'withdrawn', 'signed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `engagement_letters_link_id_unique` ON `engagement_letters` (`link_id`);--> statement-breakpoint
CREATE INDEX `engagement_letters_contact_idx` ON `engagement_letters` (`contact_id`,`created_at`);--> statement-breakpoint
CREATE TRIGGER engagement_letters_signed_final BEFORE UPDATE OF contact_id, practice_area, responsible_attorney, scope, fee_terms, body, html, link_id, state, created_by_id, sent_at, withdrawn_at, signed_at, signer_name, signer_address, signer_user_agent, document_hash, consent_version, pdf_key, created_at ON engagement_letters WHEN OLD.state = 'signed' BEGIN
  SELECT RAISE(ABORT, 'a signed engagement letter cannot change');
END;--> statement-breakpoint
CREATE TRIGGER engagement_letters_sent_text BEFORE UPDATE OF responsible_attorney, scope, fee_terms, body, html ON engagement_letters WHEN OLD.state <> 'draft' AND (NEW.html IS NOT OLD.html OR NEW.body IS NOT OLD.body OR NEW.scope IS NOT OLD.scope OR NEW.fee_terms IS NOT OLD.fee_terms OR NEW.responsible_attorney IS NOT OLD.responsible_attorney) BEGIN
  SELECT RAISE(ABORT, 'a sent engagement letter''s text cannot change');
END;