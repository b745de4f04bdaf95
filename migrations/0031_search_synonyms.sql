-- The site search's synonyms (issue 39): one rule a line, edited in Settings; null until the seed or a save sets it.
ALTER TABLE `firm_settings` ADD `search_synonyms` text;
