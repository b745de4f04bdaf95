-- Custom SQL migration file, put your code below! --
-- The site's vocabulary (issue 39, decision 039): the words visitors' searches read (title, summary,
-- body, keywords; not the author), unstemmed, so a misspelling can be matched to a word a page really
-- holds and shown as typed ("custody", not porter's "custodi"). Same rowids as search_index. detail=none:
-- only which words each entry holds is kept, enough to list the words and to test one word's visibility.
-- Drafts are indexed like everything else (visibility changes on its minute without a write): a word is
-- offered only after a query finds it in an entry the public may see (worker/data/search-vocabulary.ts).
CREATE VIRTUAL TABLE search_words USING fts5(
  title,
  summary,
  body,
  keywords,
  tokenize = 'unicode61 remove_diacritics 2',
  detail = none
);
--> statement-breakpoint
-- Each distinct word with how many entries hold it: the candidates a misspelling is compared with.
CREATE VIRTUAL TABLE search_words_terms USING fts5vocab(search_words, row);
--> statement-breakpoint
CREATE TRIGGER blog_posts_words_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  SELECT new.id + 1000000000000, new.title, new.excerpt, t.body, coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_words_update AFTER UPDATE OF id, title, excerpt, content, tags ON blog_posts BEGIN
  DELETE FROM search_words WHERE rowid = old.id + 1000000000000;
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  SELECT new.id + 1000000000000, new.title, new.excerpt, t.body, coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), '')
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_words_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_words WHERE rowid = old.id + 1000000000000;
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_words_insert AFTER INSERT ON practice_areas BEGIN
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  VALUES (new.id + 2000000000000, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_words_update AFTER UPDATE OF id, title, description, long_description, features, services ON practice_areas BEGIN
  DELETE FROM search_words WHERE rowid = old.id + 2000000000000;
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  VALUES (new.id + 2000000000000, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_words_delete AFTER DELETE ON practice_areas BEGIN
  DELETE FROM search_words WHERE rowid = old.id + 2000000000000;
END;
--> statement-breakpoint
CREATE TRIGGER team_members_words_insert AFTER INSERT ON team_members BEGIN
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  VALUES (new.rowid + 3000000000000, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_words_update AFTER UPDATE OF id, name, role, department, bio, full_bio, specialties ON team_members BEGIN
  DELETE FROM search_words WHERE rowid = old.rowid + 3000000000000;
  INSERT INTO search_words (rowid, title, summary, body, keywords)
  VALUES (new.rowid + 3000000000000, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_words_delete AFTER DELETE ON team_members BEGIN
  DELETE FROM search_words WHERE rowid = old.rowid + 3000000000000;
END;
--> statement-breakpoint
-- The words of every existing item.
INSERT INTO search_words (rowid, title, summary, body, keywords) SELECT rowid, title, summary, body, keywords FROM search_index;
