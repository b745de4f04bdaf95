import type { Database } from "@db/client";
import { blogPosts, firmSettings, pageSeo, practiceAreas, teamMembers, testimonials } from "@db/schema";
import { BUILD } from "@domain/build";
import { LEGAL_DOCUMENTS, type SeoPage, SITE_NAV } from "@domain/constants";
import { asc, count, desc, eq, max } from "drizzle-orm";
import { publiclyVisible, publicOldestFirst } from "./blog-schedule";

/** One URL of a sitemap: a site path and when what it shows last changed (an ISO timestamp). */
export interface SitemapEntry {
  path: string;
  lastModified: string;
}

/** The newest of some ISO timestamps (they sort as text); null when there are none. */
export const newest = (...times: (string | null | undefined)[]) =>
  times.filter((time): time is string => Boolean(time)).reduce<string | null>((a, b) => (a && a > b ? a : b), null);

type Source = "areas" | "team" | "articles" | "testimonials" | "settings";

/** What each fixed page shows, so its lastmod is the newest change among those rows and its own SEO fields. */
const PAGE_SOURCES: Record<SeoPage, Source[]> = {
  home: ["areas", "team", "articles", "testimonials", "settings"],
  "practice-areas": ["areas"],
  team: ["team"],
  blog: ["articles"],
  testimonials: ["testimonials"],
  about: ["team", "settings"],
  contact: ["settings"],
};

/** A menu page's key among the pages staff give SEO fields to ("/" is home). */
const seoPageOf = (path: string) => (path === "/" ? "home" : path.slice(1)) as SeoPage;

/** The newest change of each kind of public row: one indexed aggregate per table. */
async function newestChanges(db: Database): Promise<Record<Source, string | null>> {
  const [areas, team, articles, approved, settings] = await Promise.all([
    db
      .select({ at: max(practiceAreas.updatedAt) })
      .from(practiceAreas)
      .where(eq(practiceAreas.status, "published")),
    db
      .select({ at: max(teamMembers.updatedAt) })
      .from(teamMembers)
      .where(eq(teamMembers.status, "active")),
    // The latest edit that is public: a walk back along updated_at that stops at the first visible post.
    db
      .select({ at: blogPosts.updatedAt })
      .from(blogPosts)
      .where(publiclyVisible())
      .orderBy(desc(blogPosts.updatedAt))
      .limit(1),
    db
      .select({ at: max(testimonials.updatedAt) })
      .from(testimonials)
      .where(eq(testimonials.status, "approved")),
    db.select({ at: firmSettings.updatedAt }).from(firmSettings),
  ]);
  return {
    areas: areas[0]?.at ?? null,
    team: team[0]?.at ?? null,
    articles: articles[0]?.at ?? null,
    testimonials: approved[0]?.at ?? null,
    settings: settings[0]?.at ?? null,
  };
}

/**
 * The fixed pages, legal documents, practice areas and attorneys: a few dozen URLs, whatever the
 * size of the archive. Every entry has a lastmod: the row's own updatedAt, or for a fixed page the
 * newest change among what it shows (the build's time only for a page that shows no stored row yet).
 */
export async function sitemapPages(db: Database): Promise<SitemapEntry[]> {
  const [changes, overrides, areas, team] = await Promise.all([
    newestChanges(db),
    db.select({ page: pageSeo.page, at: pageSeo.updatedAt }).from(pageSeo),
    db
      .select({ slug: practiceAreas.slug, at: practiceAreas.updatedAt })
      .from(practiceAreas)
      .where(eq(practiceAreas.status, "published"))
      .orderBy(asc(practiceAreas.id)),
    db
      .select({ id: teamMembers.id, at: teamMembers.updatedAt })
      .from(teamMembers)
      .where(eq(teamMembers.status, "active"))
      .orderBy(asc(teamMembers.id)),
  ]);
  const seoChange = new Map(overrides.map((row) => [row.page, row.at]));
  const fallback = BUILD.builtAt || new Date(0).toISOString();
  return [
    ...SITE_NAV.map(({ to }) => {
      const page = seoPageOf(to);
      const shown = (PAGE_SOURCES[page] ?? []).map((source) => changes[source]);
      return { path: to, lastModified: newest(...shown, seoChange.get(page)) ?? changes.settings ?? fallback };
    }),
    // Booking is the path the site leads to (issue 38): its page shows the attorneys and practice areas.
    { path: "/book", lastModified: newest(changes.team, changes.areas, changes.settings) ?? fallback },
    ...LEGAL_DOCUMENTS.map((doc) => ({ path: `/legal/${doc.slug}`, lastModified: changes.settings ?? fallback })),
    ...areas.map((area) => ({ path: `/practice-areas/${area.slug}`, lastModified: area.at })),
    ...team.map((member) => ({ path: `/team/${member.id}`, lastModified: member.at })),
  ];
}

/** How many articles the public sees. */
export async function countPublicArticles(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(publiclyVisible());
  return row?.total ?? 0;
}

/**
 * The public articles, first published first: a stable order, so a new article lands in the last
 * sitemap; a walk along the public index (blog-schedule.ts), not a read of the whole table.
 */
const articlesInOrder = (db: Database, slice: { offset: number; limit: number }) =>
  db
    .select({ slug: blogPosts.slug, at: blogPosts.updatedAt })
    .from(blogPosts)
    .where(publiclyVisible())
    .orderBy(...publicOldestFirst)
    .limit(slice.limit)
    .offset(slice.offset);

/** One slice of the public articles as sitemap entries. */
export async function articleEntries(db: Database, slice: { offset: number; limit: number }): Promise<SitemapEntry[]> {
  const rows = await articlesInOrder(db, slice);
  return rows.map((row) => ({ path: `/blog/${row.slug}`, lastModified: row.at }));
}

/** The newest change within one slice of the articles, for that sitemap's lastmod in the index. */
export async function articleSliceLastModified(
  db: Database,
  slice: { offset: number; limit: number },
): Promise<string | null> {
  const rows = articlesInOrder(db, slice).as("slice");
  const [row] = await db.select({ at: max(rows.at) }).from(rows);
  return row?.at ?? null;
}
