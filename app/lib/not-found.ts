import { data, type MetaDescriptor } from "react-router";
import { type SiteMeta, seo } from "./seo";
import type { Missing } from "./site-text";

/** A detail loader's one not-found: the value, or a 404 that the route's boundary shows as its Missing screen. */
export function found<T>(value: T | null | undefined | false): T {
  if (value === null || value === undefined || value === false) throw data(null, { status: 404 });
  return value;
}

/** The head of a missing item's page: its title and text, never indexed, and no canonical or og:url (issue 27). */
export const notFoundMeta = (site: SiteMeta, missing: Missing): MetaDescriptor[] =>
  seo(site, { title: missing.title, description: missing.text, path: null, noindex: true });
