/**
 * The pages axe checks: site-a11y.spec.ts every public page here, admin-a11y.spec.ts the sign-in page
 * (beside the signed-in screens). pa11y.spec.ts runs only HTML_CodeSniffer on these, and axe as well on
 * a page axe checks nowhere else, so that no page is checked by axe twice.
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
