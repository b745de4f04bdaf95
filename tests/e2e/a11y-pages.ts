/**
 * The pages axe and HTML_CodeSniffer check by name: site-a11y.spec.ts every public page here (and one
 * page of every other template in the sitemap), admin-a11y.spec.ts the sign-in page (beside the
 * signed-in screens). Each page is loaded once and both checkers run on it.
 */
export const SIGN_IN = "/admin/login";

/** Each public template once: listings, one page of each detail kind, the forms, the not-found page. */
export const SITE_AXE_PAGES = [
  "/",
  "/practice-areas",
  "/practice-areas/litigation",
  "/team",
  "/team/daniel-okafor",
  "/blog",
  "/blog/employment-law-updates",
  "/testimonials",
  "/about",
  "/contact",
  "/legal/bar-associations",
  "/newsletter",
  "/no-such-page",
] as const;

export const AXE_PAGES: ReadonlySet<string> = new Set([...SITE_AXE_PAGES, SIGN_IN]);
