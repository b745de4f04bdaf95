import { createContext } from "react-router";

/**
 * The per-response CSP nonce: the Worker creates it, puts it in the request's router context, and
 * the server entry hands it to React Router, which stamps it on every script it renders (the back
 * office's; public pages render none, domain/page-scripts.ts).
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The office map embed (OpenStreetMap): the only third-party origin a page may frame. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** OpenStreetMap's search for an address: the contact page's map link and Settings' "find" link. */
export const mapSearchUrl = (address: string) => `${MAP_EMBED_ORIGIN}/search?query=${encodeURIComponent(address)}`;

/** Where browsers send violation reports (the CSP's report-uri; POST, served by the API). */
export const CSP_REPORT_PATH = "/api/csp-reports";

/**
 * The back office's one Trusted Types policy: the article preview's sanitised HTML. With
 * `require-trusted-types-for 'script'`, any other HTML written into the page is refused.
 */
export const TRUSTED_HTML_POLICY = "lawfirm-sanitised-html";

/** Directives besides script-src (a per-response nonce and the public scripts' hashes: worker/http/security-headers.ts). */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  imgSrc: ["'self'", "data:"],
  // Tailwind's stylesheet is a file; 'unsafe-inline' is for the style attributes React and sonner set.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: [MAP_EMBED_ORIGIN],
  reportUri: [CSP_REPORT_PATH],
};
