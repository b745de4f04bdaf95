-- Revisions record publishing events: the schedule a save set ("scheduled", at its minute) and the
-- schedule coming to pass ("published_on_schedule"). Additive: two nullable columns, one index.
ALTER TABLE `revisions` ADD `event` text;--> statement-breakpoint
ALTER TABLE `revisions` ADD `event_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `revisions_published_on_schedule_idx` ON `revisions` (`kind`,`entity_id`,`event_at`) WHERE "revisions"."event" = 'published_on_schedule';--> statement-breakpoint
-- Existing data: a post scheduled before this migration gets its schedule on its newest revision.
UPDATE `revisions` SET `event` = 'scheduled', `event_at` = (
	SELECT `b`.`scheduled_for` FROM `blog_posts` `b` WHERE CAST(`b`.`id` AS TEXT) = `revisions`.`entity_id`
)
WHERE `kind` = 'post' AND `id` IN (
	SELECT MAX(`r`.`id`) FROM `revisions` `r`
	JOIN `blog_posts` `b` ON `r`.`kind` = 'post' AND `r`.`entity_id` = CAST(`b`.`id` AS TEXT)
	WHERE `b`.`scheduled_for` IS NOT NULL
	GROUP BY `r`.`entity_id`
);
