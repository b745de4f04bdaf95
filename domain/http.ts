/**
 * Fixed facts of the site's HTTP behaviour: aliases, feed sizes, methods (issues 27 and 29).
 * Texts a visitor reads live in messages.ts (HTTP_MESSAGES).
 */

/** Short paths people type or other sites link to, answered with a permanent redirect to the real page. */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  "/privacy": "/legal/privacy-policy",
  "/terms": "/legal/terms-of-service",
};

/** The status of every canonicalising redirect: permanent, and the method and body are kept (RFC 9110 §15.4.9). */
export const CANONICAL_REDIRECT_STATUS = 308;

/** Feeds: RSS carries the newest articles only; a sitemap holds at most the protocol's 50,000 URLs. */
export const FEEDS = {
  rssItems: 20,
  sitemapUrls: 50_000,
} as const;

/** Every page and feed answers these two; pages with a form action also POST. */
export const READ_METHODS = ["GET", "HEAD"] as const;
