import { createContext } from "react-router";

/**
 * The per-response CSP nonce: the Worker creates it, puts it in the request's router context,
 * and the server entry hands it to React Router, which stamps it on every script it renders.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The office map embed (OpenStreetMap): the only third-party origin a page may frame. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** Directives besides script-src, whose nonce is added per response. */
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
};
