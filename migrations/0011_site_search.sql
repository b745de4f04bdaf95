-- Custom SQL migration file, put your code below! --
-- Full-text search (issue 29). One public index (search_index) over articles, practice areas and
-- attorneys, and one external-content index per growing back-office list. Triggers keep every index
-- in step with its table on each insert, update and delete, whoever writes (API, seed, cron, SQL);
-- the last statements build the indexes from the rows an existing database already holds.
-- Visibility is not indexed: queries join the row and apply the same rule the lists apply, so a
-- scheduled post appears in search on its minute without any write.

-- An article's body as text: tags dropped, the sanitiser's entities decoded (the HTML is sanitised,
-- so every "<" starts a tag and text never holds a raw one).
CREATE VIEW blog_post_search_text AS
SELECT b.id AS id,
  replace(replace(replace(replace(replace(replace((
    WITH RECURSIVE strip(done, rest) AS (
      SELECT '', b.content
      UNION ALL
      SELECT done || substr(rest, 1, instr(rest, '<') - 1) || ' ',
             substr(rest, instr(rest, '<') + instr(substr(rest, instr(rest, '<')), '>'))
      FROM strip
      WHERE instr(rest, '<') > 0 AND instr(substr(rest, instr(rest, '<')), '>') > 0
    )
    SELECT done || rest FROM strip ORDER BY length(rest) LIMIT 1
  ), '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&') AS body
FROM blog_posts b;
--> statement-breakpoint
-- author: only staff's searches read it (SPEC: visitors search an article's title, text and tags).
-- rowid = id * 4 + kind (1 article, 2 practice area, 3 attorney), so a trigger finds its entry by rowid.
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref UNINDEXED,
  title,
  summary,
  body,
  keywords,
  author,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
  SELECT new.id * 4 + 1, 'article', new.id, new.title, new.excerpt, t.body,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''), new.author
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_update AFTER UPDATE OF id, title, excerpt, content, tags, author ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 4 + 1;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
  SELECT new.id * 4 + 1, 'article', new.id, new.title, new.excerpt, t.body,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.tags)), ''), new.author
  FROM blog_post_search_text t WHERE t.id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_search_delete AFTER DELETE ON blog_posts BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 4 + 1;
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_insert AFTER INSERT ON practice_areas BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.id * 4 + 2, 'practice-area', new.id, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_update AFTER UPDATE OF id, title, description, long_description, features, services ON practice_areas BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 4 + 2;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.id * 4 + 2, 'practice-area', new.id, new.title, new.description, new.long_description,
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.features)), '') || ' ' ||
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.services)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER practice_areas_search_delete AFTER DELETE ON practice_areas BEGIN
  DELETE FROM search_index WHERE rowid = old.id * 4 + 2;
END;
--> statement-breakpoint
-- Attorneys' ids are slugs: their entry's rowid comes from the row's own rowid.
CREATE TRIGGER team_members_search_insert AFTER INSERT ON team_members BEGIN
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.rowid * 4 + 3, 'attorney', new.id, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_search_update AFTER UPDATE OF id, name, role, department, bio, full_bio, specialties ON team_members BEGIN
  DELETE FROM search_index WHERE rowid = old.rowid * 4 + 3;
  INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
  VALUES (new.rowid * 4 + 3, 'attorney', new.id, new.name,
    new.role || ' ' || coalesce(new.department, '') || ' ' || coalesce(new.bio, ''), coalesce(new.full_bio, ''),
    coalesce((SELECT group_concat(value, ' ') FROM json_each(new.specialties)), ''));
END;
--> statement-breakpoint
CREATE TRIGGER team_members_search_delete AFTER DELETE ON team_members BEGIN
  DELETE FROM search_index WHERE rowid = old.rowid * 4 + 3;
END;
--> statement-breakpoint
-- The back office's lists of growing tables: external-content indexes (the text stays in the table).
CREATE VIRTUAL TABLE contacts_search USING fts5(
  name, email, subject,
  content = 'contacts', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
  INSERT INTO contacts_search (rowid, name, email, subject) VALUES (new.id, new.name, new.email, new.subject);
END;
--> statement-breakpoint
CREATE TRIGGER contacts_search_update AFTER UPDATE OF id, name, email, subject ON contacts BEGIN
  INSERT INTO contacts_search (contacts_search, rowid, name, email, subject) VALUES ('delete', old.id, old.name, old.email, old.subject);
  INSERT INTO contacts_search (rowid, name, email, subject) VALUES (new.id, new.name, new.email, new.subject);
END;
--> statement-breakpoint
CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
  INSERT INTO contacts_search (contacts_search, rowid, name, email, subject) VALUES ('delete', old.id, old.name, old.email, old.subject);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE newsletter_subscribers_search USING fts5(
  email,
  content = 'newsletter_subscribers', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_insert AFTER INSERT ON newsletter_subscribers BEGIN
  INSERT INTO newsletter_subscribers_search (rowid, email) VALUES (new.id, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_update AFTER UPDATE OF id, email ON newsletter_subscribers BEGIN
  INSERT INTO newsletter_subscribers_search (newsletter_subscribers_search, rowid, email) VALUES ('delete', old.id, old.email);
  INSERT INTO newsletter_subscribers_search (rowid, email) VALUES (new.id, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_search_delete AFTER DELETE ON newsletter_subscribers BEGIN
  INSERT INTO newsletter_subscribers_search (newsletter_subscribers_search, rowid, email) VALUES ('delete', old.id, old.email);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE testimonials_search USING fts5(
  name, service, content,
  content = 'testimonials', content_rowid = 'id',
  tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER testimonials_search_insert AFTER INSERT ON testimonials BEGIN
  INSERT INTO testimonials_search (rowid, name, service, content) VALUES (new.id, new.name, new.service, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER testimonials_search_update AFTER UPDATE OF id, name, service, content ON testimonials BEGIN
  INSERT INTO testimonials_search (testimonials_search, rowid, name, service, content) VALUES ('delete', old.id, old.name, old.service, old.content);
  INSERT INTO testimonials_search (rowid, name, service, content) VALUES (new.id, new.name, new.service, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER testimonials_search_delete AFTER DELETE ON testimonials BEGIN
  INSERT INTO testimonials_search (testimonials_search, rowid, name, service, content) VALUES ('delete', old.id, old.name, old.service, old.content);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE audit_log_search USING fts5(
  actor_email, entity, entity_id,
  content = 'audit_log', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER audit_log_search_insert AFTER INSERT ON audit_log BEGIN
  INSERT INTO audit_log_search (rowid, actor_email, entity, entity_id) VALUES (new.id, new.actor_email, new.entity, new.entity_id);
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_search_update AFTER UPDATE OF id, actor_email, entity, entity_id ON audit_log BEGIN
  INSERT INTO audit_log_search (audit_log_search, rowid, actor_email, entity, entity_id) VALUES ('delete', old.id, old.actor_email, old.entity, old.entity_id);
  INSERT INTO audit_log_search (rowid, actor_email, entity, entity_id) VALUES (new.id, new.actor_email, new.entity, new.entity_id);
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_search_delete AFTER DELETE ON audit_log BEGIN
  INSERT INTO audit_log_search (audit_log_search, rowid, actor_email, entity, entity_id) VALUES ('delete', old.id, old.actor_email, old.entity, old.entity_id);
END;
--> statement-breakpoint
-- An existing database: index what it already holds.
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
SELECT b.id * 4 + 1, 'article', b.id, b.title, b.excerpt, t.body,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(b.tags)), ''), b.author
FROM blog_posts b JOIN blog_post_search_text t ON t.id = b.id;
--> statement-breakpoint
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT p.id * 4 + 2, 'practice-area', p.id, p.title, p.description, p.long_description,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.features)), '') || ' ' ||
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.services)), '')
FROM practice_areas p;
--> statement-breakpoint
INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT m.rowid * 4 + 3, 'attorney', m.id, m.name,
  m.role || ' ' || coalesce(m.department, '') || ' ' || coalesce(m.bio, ''), coalesce(m.full_bio, ''),
  coalesce((SELECT group_concat(value, ' ') FROM json_each(m.specialties)), '')
FROM team_members m;
--> statement-breakpoint
INSERT INTO contacts_search (contacts_search) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO newsletter_subscribers_search (newsletter_subscribers_search) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO testimonials_search (testimonials_search) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO audit_log_search (audit_log_search) VALUES ('rebuild');
