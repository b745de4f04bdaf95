-- Custom SQL migration file, put your code below! --
-- Maintained row counts for the dashboard (issue 29): triggers keep row_counts in step with
-- contacts, blog_posts, team_members, testimonials, newsletter_subscribers and audit_log on every insert, delete and change of a counted
-- column, whoever writes (API, seed, cron, SQL). The last statements count what an existing database
-- already holds, so an upgraded database starts right. Keys: see db/schema.ts rowCounts.

--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', 1), ('contacts.status.' || coalesce(NEW.status, ''), 1), ('contacts.practice_area.' || coalesce(NEW.practice_area, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts', -1), ('contacts.status.' || coalesce(OLD.status, ''), -1), ('contacts.practice_area.' || coalesce(OLD.practice_area, ''), -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER contacts_count_update AFTER UPDATE OF status, practice_area ON contacts WHEN OLD.status IS NOT NEW.status OR OLD.practice_area IS NOT NEW.practice_area BEGIN
  INSERT INTO row_counts (key, count) VALUES ('contacts.status.' || coalesce(OLD.status, ''), -1), ('contacts.status.' || coalesce(NEW.status, ''), 1), ('contacts.practice_area.' || coalesce(OLD.practice_area, ''), -1), ('contacts.practice_area.' || coalesce(NEW.practice_area, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER testimonials_count_insert AFTER INSERT ON testimonials BEGIN
  INSERT INTO row_counts (key, count) VALUES ('testimonials', 1), ('testimonials.status.' || coalesce(NEW.status, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER testimonials_count_delete AFTER DELETE ON testimonials BEGIN
  INSERT INTO row_counts (key, count) VALUES ('testimonials', -1), ('testimonials.status.' || coalesce(OLD.status, ''), -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER testimonials_count_update AFTER UPDATE OF status ON testimonials WHEN OLD.status IS NOT NEW.status BEGIN
  INSERT INTO row_counts (key, count) VALUES ('testimonials.status.' || coalesce(OLD.status, ''), -1), ('testimonials.status.' || coalesce(NEW.status, ''), 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_count_insert AFTER INSERT ON blog_posts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('blog_posts', 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER blog_posts_count_delete AFTER DELETE ON blog_posts BEGIN
  INSERT INTO row_counts (key, count) VALUES ('blog_posts', -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER team_members_count_insert AFTER INSERT ON team_members BEGIN
  INSERT INTO row_counts (key, count) VALUES ('team_members', 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER team_members_count_delete AFTER DELETE ON team_members BEGIN
  INSERT INTO row_counts (key, count) VALUES ('team_members', -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_insert AFTER INSERT ON newsletter_subscribers BEGIN
  INSERT INTO row_counts (key, count) VALUES ('newsletter_subscribers', 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER newsletter_subscribers_count_delete AFTER DELETE ON newsletter_subscribers BEGIN
  INSERT INTO row_counts (key, count) VALUES ('newsletter_subscribers', -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_count_insert AFTER INSERT ON audit_log BEGIN
  INSERT INTO row_counts (key, count) VALUES ('audit_log', 1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
CREATE TRIGGER audit_log_count_delete AFTER DELETE ON audit_log BEGIN
  INSERT INTO row_counts (key, count) VALUES ('audit_log', -1)
  ON CONFLICT (key) DO UPDATE SET count = row_counts.count + excluded.count;
END;
--> statement-breakpoint
-- What the database holds now (the triggers above count from here on), one table at a time
-- (D1 allows few terms in one compound SELECT).
INSERT OR REPLACE INTO row_counts (key, count)
SELECT 'contacts', count(*) FROM contacts
UNION ALL SELECT 'contacts.status.' || coalesce(status, ''), count(*) FROM contacts GROUP BY status
UNION ALL SELECT 'contacts.practice_area.' || coalesce(practice_area, ''), count(*) FROM contacts GROUP BY practice_area;
--> statement-breakpoint
INSERT OR REPLACE INTO row_counts (key, count)
SELECT 'testimonials', count(*) FROM testimonials
UNION ALL SELECT 'testimonials.status.' || coalesce(status, ''), count(*) FROM testimonials GROUP BY status;
--> statement-breakpoint
INSERT OR REPLACE INTO row_counts (key, count)
SELECT 'blog_posts', count(*) FROM blog_posts;
--> statement-breakpoint
INSERT OR REPLACE INTO row_counts (key, count)
SELECT 'team_members', count(*) FROM team_members;
--> statement-breakpoint
INSERT OR REPLACE INTO row_counts (key, count)
SELECT 'newsletter_subscribers', count(*) FROM newsletter_subscribers
UNION ALL SELECT 'audit_log', count(*) FROM audit_log;
