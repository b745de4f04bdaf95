import { LEGAL_DOCUMENTS, SITE_NAV } from "@domain/constants";
import { listBlogPosts } from "@worker/data/blog";
import { listPracticeAreas } from "@worker/data/practice-areas";
import { listTeamMembers } from "@worker/data/team";
import { serverEnv } from "~/lib/env.server";
import { listAll } from "~/lib/list-all.server";
import { escapeXml, xmlResponse } from "~/lib/xml.server";
import type { Route } from "./+types/sitemap";

/** Every public page, from the database: published areas and articles, active attorneys only. */
export async function loader(_: Route.LoaderArgs) {
  // PUBLIC_ORIGIN, never the request's Host (issue 28).
  const { db, publicOrigin: origin } = serverEnv();
  const visible = { includeHidden: false };
  const [areas, team, posts] = await Promise.all([
    listAll((page) => listPracticeAreas(db, { ...page, ...visible })),
    listAll((page) => listTeamMembers(db, { ...page, ...visible })),
    listAll((page) => listBlogPosts(db, { ...page, ...visible })),
  ]);
  const entries: { path: string; modified?: string }[] = [
    ...SITE_NAV.map((item) => ({ path: item.to })),
    ...LEGAL_DOCUMENTS.map((doc) => ({ path: `/legal/${doc.slug}` })),
    ...areas.map((a) => ({ path: `/practice-areas/${a.slug}`, modified: a.updatedAt })),
    ...team.map((m) => ({ path: `/team/${m.id}`, modified: m.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, modified: p.updatedAt })),
  ];
  const urls = entries.map(
    ({ path, modified }) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${modified ? `<lastmod>${escapeXml(modified.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    "application/xml",
  );
}
