import type { SeoFields } from "@domain/rows";
import { socialImagePath } from "@domain/social-card";
import type { MetaDescriptor } from "react-router";
import { FALLBACK_FIRM, type FirmInfo } from "./firm";

/** What the site layout's loader gives every page's meta: where the site lives and whose it is. */
export interface SiteMeta {
  origin: string;
  firmName: string;
  firm: FirmInfo;
  /** Staff's overrides for the static pages, by path. */
  pageSeo: Record<string, SeoFields>;
}

export const SITE_LAYOUT_ID = "routes/site/layout";

export interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The site layout's data among a meta function's matches. */
export function siteMetaFrom(matches: readonly (MetaMatch | undefined)[]): SiteMeta {
  const data = matches.find((m) => m?.id === SITE_LAYOUT_ID)?.loaderData as Partial<SiteMeta> | undefined;
  const firm = data?.firm ?? FALLBACK_FIRM;
  return { origin: data?.origin ?? "", firmName: firm.firmName, firm, pageSeo: data?.pageSeo ?? {} };
}

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path; null for a page that is not there (a 404 names no URL as its own). */
  path: string | null;
  image?: string | null;
  type?: "website" | "article" | "profile";
  /** An article's first publication and last public edit (Open Graph's article:…_time). */
  dates?: { published: string; modified: string };
  /** Schema.org objects; React Router serialises them with `<` escaped. */
  jsonLd?: object[];
  noindex?: boolean;
  /** Staff's meta title (the whole title), description and social image; for static pages, taken by path. */
  override?: Partial<SeoFields> | null;
}

/**
 * Every page title's rule, staff's own meta titles included: "<title> | <firm>", unless the title
 * already ends with the firm's name (the home page, or a custom title that names it).
 */
export function withFirmName(title: string, firmName: string): string {
  if (!firmName || title.trim().toLowerCase().endsWith(firmName.toLowerCase())) return title;
  return `${title} | ${firmName}`;
}

/** Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for one page. */
export function seo(site: SiteMeta, page: PageSeo): MetaDescriptor[] {
  const override = page.override ?? (page.path === null ? undefined : site.pageSeo[page.path]);
  const title = withFirmName(override?.metaTitle || page.title, site.firmName);
  const description = override?.metaDescription || page.description;
  const url = page.path === null ? null : `${site.origin}${page.path}`;
  const image = absolute(site.origin, socialImagePath(override?.socialImage, page.image));
  return [
    { title },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.firmName },
    { property: "og:image", content: image },
    ...(page.dates
      ? [
          { property: "article:published_time", content: page.dates.published },
          { property: "article:modified_time", content: page.dates.modified },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

export const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** A description of at most ~160 characters, cut at a word. */
export function summarize(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).trimEnd()}…`;
}
