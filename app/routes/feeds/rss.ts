import { excerpt } from "@domain/blog";
import { BLOG } from "@domain/constants";
import { FEEDS } from "@domain/http";
import { listBlogPosts } from "@worker/data/blog";
import { getFirmSettings } from "@worker/data/settings";
import { serverEnv } from "~/lib/env.server";
import { BLOG_TEXT } from "~/lib/site-text";
import { escapeXml, xmlResponse } from "~/lib/xml.server";
import type { Route } from "./+types/rss";

/** RSS 2.0 of the newest FEEDS.rssItems published articles: readers poll it, the archive is the sitemap's. */
export async function loader(_: Route.LoaderArgs) {
  // PUBLIC_ORIGIN, never the request's Host (issue 28).
  const { db, publicOrigin: origin } = serverEnv();
  const [{ items }, settings] = await Promise.all([
    listBlogPosts(db, { page: 1, limit: FEEDS.rssItems, includeHidden: false }),
    getFirmSettings(db),
  ]);
  const firm = settings?.firmName ?? "";
  const entries = items.map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    const date = new Date(post.publishDate ?? post.createdAt).toUTCString();
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(excerpt(post.excerpt || post.content, BLOG.featuredExcerptLength))}</description>`,
      "    </item>",
    ].join("\n");
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${BLOG_TEXT.title} | ${firm}`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>${escapeXml(BLOG_TEXT.intro)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>
${entries.join("\n")}
  </channel>
</rss>
`;
  return xmlResponse(body, "application/rss+xml");
}
