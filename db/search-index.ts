/**
 * Rebuilding every full-text index from its table (migrations/0011_site_search.sql creates them and
 * their triggers, 0025 numbers the site index's entries by kind). Triggers keep them in step on
 * every write; this is for repairs: after a restore that loaded rows with triggers off, or a change
 * to what an index holds. `npm run db:search-rebuild`.
 */

/**
 * The site index's rowids: a kind's base plus the item's rowid (migration 0025), so each kind is
 * one rowid range that FTS5 seeks to. The migration's triggers spell the same numbers.
 */
export const SITE_INDEX_BASE = { article: 1e12, "practice-area": 2e12, attorney: 3e12 } as const;
/** How far each kind's range reaches from its base. */
export const SITE_INDEX_SPAN = 1e12;

const articles = `INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords, author)
SELECT b.id + ${SITE_INDEX_BASE.article}, 'article', b.id, b.title, b.excerpt, t.body,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(b.tags)), ''), b.author
FROM blog_posts b JOIN blog_post_search_text t ON t.id = b.id`;

const practiceAreas = `INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT p.id + ${SITE_INDEX_BASE["practice-area"]}, 'practice-area', p.id, p.title, p.description, p.long_description,
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.features)), '') || ' ' ||
  coalesce((SELECT group_concat(value, ' ') FROM json_each(p.services)), '')
FROM practice_areas p`;

const attorneys = `INSERT INTO search_index (rowid, kind, ref, title, summary, body, keywords)
SELECT m.rowid + ${SITE_INDEX_BASE.attorney}, 'attorney', m.id, m.name,
  m.role || ' ' || coalesce(m.department, '') || ' ' || coalesce(m.bio, ''), coalesce(m.full_bio, ''),
  coalesce((SELECT group_concat(value, ' ') FROM json_each(m.specialties)), '')
FROM team_members m`;

/** The back office's external-content indexes rebuild themselves from their tables. */
const LIST_INDEXES = ["contacts_search", "newsletter_subscribers_search", "testimonials_search", "audit_log_search"];

/** Statements that rebuild every index, in order; safe to run at any time (one transaction via a batch or a file). */
export const SEARCH_REBUILD_STATEMENTS: readonly string[] = [
  "DELETE FROM search_index",
  articles,
  practiceAreas,
  attorneys,
  // The site's vocabulary (migration 0031) holds the same entries' public columns, unstemmed.
  "DELETE FROM search_words",
  "INSERT INTO search_words (rowid, title, summary, body, keywords) SELECT rowid, title, summary, body, keywords FROM search_index",
  ...LIST_INDEXES.map((index) => `INSERT INTO ${index} (${index}) VALUES ('rebuild')`),
];
