/** What the bench measures. The article is one of the seeded static articles (SPEC §2). */
export const ARTICLE = "/blog/corporate-compliance-2024";

export const LOAD_ROUTES = [
  "/",
  "/blog",
  ARTICLE,
  "/practice-areas/corporate-law",
  "/team",
  "/contact",
  "/api/blog",
  "/api/team",
] as const;

/** The same Worker's smallest JSON answer: the ratio baseline. */
export const JSON_BASELINE = "/healthz";

/** Pages whose weight is reported; the interactive ones may hydrate, the others ship no script. */
export const WEIGHT_PAGES = [
  "/",
  "/about",
  "/practice-areas",
  "/practice-areas/corporate-law",
  "/team",
  "/team/eleanor-whitmore",
  ARTICLE,
  "/blog",
  "/testimonials",
  "/contact",
] as const;
export const INTERACTIVE_PAGES = new Set<string>(["/blog", "/testimonials", "/contact"]);

export const LIGHTHOUSE_PAGES = ["/", ARTICLE, "/contact"] as const;
/** How the report names the empty page Lighthouse also scores (empty-page.ts). */
export const EMPTY_PAGE = "empty page";
