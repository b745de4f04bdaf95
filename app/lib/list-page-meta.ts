import type { MetaDescriptor } from "react-router";
import { type SiteMeta, seo } from "./seo";
import { collectionPageLd, type ListEntry } from "./structured-data";

/** A list page's meta: its title and description, and the same page as a schema.org list of its entries. */
export function listPageMeta(
  site: SiteMeta,
  page: { path: string; title: string; description: string; type?: "CollectionPage" | "AboutPage" },
  entries: ListEntry[],
): MetaDescriptor[] {
  const { path, title, description, type } = page;
  return seo(site, {
    title,
    description,
    path,
    jsonLd: [collectionPageLd(site.origin, { path, name: title, description, type }, entries)],
  });
}
