/**
 * sqlite_stat1 of the `npm run seed:scale` database (10,000 articles, 100,000 enquiries, 50,000
 * subscribers, 200,000 audit rows) after its migrations and ANALYZE, for the growing tables. The
 * query-plan test loads them into an empty migrated database, so SQLite plans every query as it
 * would at scale without the 200 MB state. Regenerate after adding an index to a growing table:
 *   sqlite3 <scale-state d1 file> "ANALYZE; SELECT tbl, idx, stat FROM sqlite_stat1"
 * (an index missing here is planned with SQLite's defaults, which assume a large table).
 */
export const SCALE_STATS: readonly [table: string, index: string, stat: string][] = [
  ["audit_log", "audit_log_action_date_idx", "200002 8696 1"],
  ["audit_log", "audit_log_actor_date_idx", "200002 100001 1"],
  ["audit_log", "audit_log_date_idx", "200002 1"],
  ["audit_log", "audit_log_entity_date_idx", "200002 28572 1"],
  ["blog_posts", "blog_posts_author_idx", "10017 167"],
  ["blog_posts", "blog_posts_category_public_idx", "10017 2004 1 1"],
  ["blog_posts", "blog_posts_category_recency_idx", "10017 2004 1002 1"],
  ["blog_posts", "blog_posts_featured_public_idx", "10017 5009 1 1"],
  ["blog_posts", "blog_posts_featured_recency_idx", "10017 5009 3339 1"],
  ["blog_posts", "blog_posts_public_idx", "10017 1 1 1"],
  ["blog_posts", "blog_posts_recency_idx", "10017 1 1"],
  ["blog_posts", "blog_posts_scheduled_idx", "10017 10017"],
  ["blog_posts", "blog_posts_slug_unique", "10017 1"],
  ["blog_posts", "blog_posts_status_recency_idx", "10017 5009 1"],
  ["blog_posts", "blog_posts_updated_idx", "10017 1"],
  ["blog_posts", "blog_posts_views_idx", "10017 5009 3 1"],
  ["contact_notes", "contact_notes_contact_idx", "60140 3 3"],
  ["contact_status_history", "contact_status_history_contact_idx", "166796 2 2"],
  ["contacts", "contacts_assigned_idx", "100016 1640 1"],
  ["contacts", "contacts_date_idx", "100016 1"],
  ["contacts", "contacts_opened_idx", "100016 2"],
  ["contacts", "contacts_status_date_idx", "100016 33339 1"],
  ["media", "media_date_idx", "32 7"],
  ["media", "media_key_unique", "32 1"],
  ["media", "media_kind_date_idx", "32 16 7"],
  ["newsletter_subscribers", "newsletter_date_idx", "50008 1 1"],
  ["newsletter_subscribers", "newsletter_status_date_idx", "50008 25004 1"],
  ["newsletter_subscribers", "newsletter_subscribers_email_unique", "50008 1"],
  ["newsletter_subscribers", "newsletter_subscribers_token_unique", "50008 1"],
  ["team_members", "sqlite_autoindex_team_members_1", "60 1"],
  ["team_members", "team_members_department_idx", "60 6 6 1"],
  ["team_members", "team_members_featured_idx", "60 30 30 1"],
  ["team_members", "team_members_status_order_idx", "60 60 1"],
  ["testimonials", "testimonials_date_idx", "14 1 1"],
  ["testimonials", "testimonials_featured_idx", "14 7 4 1"],
  ["testimonials", "testimonials_status_date_idx", "14 5 1"],
  ["throttle_events", "throttle_events_date_idx", "3 3"],
  ["throttle_events", "throttle_events_lookup_idx", "3 1 1 1"],
];
