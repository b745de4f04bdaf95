import { FEEDS } from "@domain/http";
import type { SitemapEntry } from "@worker/data/sitemap";
import { escapeXml, xmlResponse } from "./xml.server";

/**
 * The sitemap is an index (sitemaps.org): one child for the site's pages, people and practice areas,
 * and one per FEEDS.sitemapUrls articles, the protocol's limit per file (issue 29).
 */
export const SITEMAP_PAGES = "/sitemaps/pages.xml";
export const articleSitemapPath = (part: number) => `/sitemaps/articles-${part}.xml`;

/** Which child a `/sitemaps/<file>` names: the pages, or the nth slice of the articles (from 1). */
export function sitemapPartOf(file: string): { kind: "pages" } | { kind: "articles"; part: number } | null {
  if (file === "pages.xml") return { kind: "pages" };
  const part = /^articles-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
  return part ? { kind: "articles", part: Number(part) } : null;
}

/** The nth article sitemap's slice of the articles, oldest first. */
export const articleSlice = (part: number) => ({ offset: (part - 1) * FEEDS.sitemapUrls, limit: FEEDS.sitemapUrls });

/** How many article sitemaps `total` articles fill. */
export const articleSitemapCount = (total: number) => Math.ceil(total / FEEDS.sitemapUrls);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const entryXml = (tag: "url" | "sitemap", origin: string, { path, lastModified }: SitemapEntry) =>
  `  <${tag}><loc>${escapeXml(origin + path)}</loc><lastmod>${escapeXml(lastModified)}</lastmod></${tag}>`;

/** A `<urlset>` of at most FEEDS.sitemapUrls entries, each with its lastmod. */
export function urlSetResponse(origin: string, entries: SitemapEntry[]): Response {
  const urls = entries.map((entry) => entryXml("url", origin, entry));
  return xmlResponse(`${XML_HEAD}\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join("\n")}\n</urlset>\n`, "application/xml");
}

/** The `<sitemapindex>` naming each child sitemap and when its newest entry changed. */
export function sitemapIndexResponse(origin: string, children: SitemapEntry[]): Response {
  const sitemaps = children.map((child) => entryXml("sitemap", origin, child));
  return xmlResponse(
    `${XML_HEAD}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join("\n")}\n</sitemapindex>\n`,
    "application/xml",
  );
}
