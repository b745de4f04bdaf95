-- An article's dateModified is the last save that changed what readers see, not updated_at (which the
-- seed, a status change or a view counter also move). Existing posts: their newest saved revision
-- (the cron's "published on schedule" is no edit), else their publish date, else their creation.
ALTER TABLE `blog_posts` ADD `content_updated_at` text;--> statement-breakpoint
UPDATE `blog_posts` SET `content_updated_at` = coalesce(
  (SELECT max(`created_at`) FROM `revisions` WHERE `kind` = 'post' AND `entity_id` = CAST(`blog_posts`.`id` AS TEXT)
    AND (`event` IS NULL OR `event` <> 'published_on_schedule')),
  `publish_date`,
  `created_at`
);
