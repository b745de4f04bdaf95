-- Custom SQL migration file, put your code below! --
-- Existing subscribers: their confirm links used the one secret, so it stays their confirm secret;
-- their consent record starts from the dates the row already holds.
UPDATE `newsletter_subscribers` SET `confirm_token` = `token` WHERE `confirm_token` IS NULL;
--> statement-breakpoint
INSERT INTO `newsletter_consent_events` (`subscriber_id`, `event`, `created_at`)
SELECT `id`, 'subscribed', `created_at` FROM `newsletter_subscribers`
UNION ALL
SELECT `id`, 'confirmed', `confirmed_at` FROM `newsletter_subscribers` WHERE `confirmed_at` IS NOT NULL
UNION ALL
SELECT `id`, 'unsubscribed', `unsubscribed_at` FROM `newsletter_subscribers` WHERE `unsubscribed_at` IS NOT NULL;
