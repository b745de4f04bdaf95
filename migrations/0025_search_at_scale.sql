-- Custom SQL migration file, put your code below! --
-- The site index's entries numbered by kind in ranges (issue 29): an entry's rowid is its kind's
-- base (articles 1e12, practice areas 2e12, attorneys 3e12) plus its item's rowid, where it was the
-- item's rowid * 4 + the kind. A kind is then a rowid range, which FTS5 seeks to inside each word's
-- list: a search for attorneys no longer walks every article that holds the word, and no query
-- reads the UNINDEXED kind and ref columns (that reads each match's stored text). Prefixes of 2 to
-- 8 characters are indexed too, so the last word typed ("divorc…") is one list to read, not a merge
-- of every word it begins. The back office's list indexes get the same prefixes (a staff search
-- matches every word as a prefix: "quinn" read 18,000 entries to merge). Derived data only: the
-- indexes, the site index's triggers and every entry are made again from the rows; the list
-- indexes' triggers write to them by name and stay.
DROP TRIGGER IF EXISTS blog_posts_search_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_search_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS blog_posts_search_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_areas_search_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_areas_search_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS practice_areas_search_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS team_members_search_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS team_members_search_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS team_members_search_delete;
--> statement-breakpoint
DROP TABLE search_index;
--> statement-breakpoint
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref UNINDEXED,
  title,
  summary,
  body,
  keywords,
  author,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
  SELECT new.id + 1000000000000, 'article', new.id, new.title, new.excerpt, t.body,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''), new.author
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_update AFTER UPDATE OF id, title, excerpt, content, tags, author ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = old.id + 1000000000000;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
  SELECT new.id + 1000000000000, 'article', new.id, new.title, new.excerpt, t.body,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''), new.author
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = old.id + 1000000000000;
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_insert AFTER INSERT ON practice_areas BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.id + 2000000000000, 'practice-area', new.id, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_update AFTER UPDATE OF id, title, description, long_description, features, services ON practice_areas BEGIN
  DELETE FROM search_index WHERE rowid = old.id + 2000000000000;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.id + 2000000000000, 'practice-area', new.id, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_delete AFTER DELETE ON practice_areas BEGIN
  DELETE FROM search_index WHERE rowid = old.id + 2000000000000;
END;
--> statement-breakpoint
-- Attorneys' ids are slugs: their entry's rowid comes from the row's own rowid.
CREATE TRIGGER team_members_search_insert AFTER INSERT ON team_members BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.rowid + 3000000000000, 'attorney', new.id, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_search_update AFTER UPDATE OF id, name, role, department, bio, full_bio, specialties ON team_members BEGIN
  DELETE FROM search_index WHERE rowid = old.rowid + 3000000000000;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.rowid + 3000000000000, 'attorney', new.id, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_search_delete AFTER DELETE ON team_members BEGIN
  DELETE FROM search_index WHERE rowid = old.rowid + 3000000000000;
END;
--> statement-breakpoint
--> statement-breakpoint
-- Every existing item, indexed again.
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
SELECT b.id + 1000000000000, 'article', b.id, b.title, b.excerpt, t.body,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(b.tags)), ''), b.author
FROM blog_posts b JOIN blog_post_search_text t ON t.id = b.id;
--> statement-breakpoint
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT p.id + 2000000000000, 'practice-area', p.id, p.title, p.description, p.long_description,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.features)), '') || ' ' ||
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.services)), '')
FROM practice_areas p;
--> statement-breakpoint
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT m.rowid + 3000000000000, 'attorney', m.id, m.name,
  m.role || ' ' || coalesce(m.department, '') || ' ' || coalesce(m.bio, ''), coalesce(m.full_bio, ''),
  coalesce((SELECT group_concat(value, ' ') FROM json_each(m.specialties)), '')
FROM team_members m;
--> statement-breakpoint
DROP TABLE contacts_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE contacts_search USING fts5(
  name, email, subject,
  content = 'contacts', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO contacts_search (contacts_search) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE newsletter_subscribers_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE newsletter_subscribers_search USING fts5(
  email,
  content = 'newsletter_subscribers', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO newsletter_subscribers_search (newsletter_subscribers_search) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE testimonials_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE testimonials_search USING fts5(
  name, service, content,
  content = 'testimonials', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO testimonials_search (testimonials_search) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE audit_log_search;
--> statement-breakpoint
CREATE VIRTUAL TABLE audit_log_search USING fts5(
  actor_email, entity, entity_id,
  content = 'audit_log', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO audit_log_search (audit_log_search) VALUES ('rebuild');
