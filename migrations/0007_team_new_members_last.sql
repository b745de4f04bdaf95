-- hand-written: attorneys added before this version got sort order 0 and so were listed above the
-- senior partner. Give each of them a place after everyone else, in the order they were added.
UPDATE `team_members` SET `sort_order` = `ranked`.`place`
FROM (
	SELECT `id`,
		(SELECT coalesce(max(`sort_order`), 0) FROM `team_members`) + row_number() OVER (ORDER BY `created_at`, `id`) AS `place`
	FROM `team_members`
	WHERE `sort_order` = 0
) AS `ranked`
WHERE `team_members`.`id` = `ranked`.`id`
	AND (SELECT count(*) FROM `team_members` WHERE `sort_order` > 0) > 0;
