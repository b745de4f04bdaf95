import { blogPosts, practiceAreas, teamMembers } from "@db/schema";
import type { SearchKind } from "@domain/search";
import { eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { publiclyVisible } from "./blog-schedule";
import { type SiteIndex, siteIndexItem } from "./full-text";

/**
 * How each kind of the site's indexes joins its table (by the item's rowid), names its page and says
 * whether the public may see it: the search and the vocabulary's suggestions apply the same rule.
 */
export const SITE_SOURCES: Record<
  SearchKind,
  { table: SQLiteTable; on: (index: SiteIndex) => SQL; slug: SQL<string>; visible: () => SQL }
> = {
  "practice-area": {
    table: practiceAreas,
    on: (index) => sql`${practiceAreas.id} = ${siteIndexItem("practice-area", index)}`,
    slug: sql<string>`${practiceAreas.slug}`,
    visible: () => eq(practiceAreas.status, "published"),
  },
  attorney: {
    table: teamMembers,
    on: (index) => sql`${teamMembers}.rowid = ${siteIndexItem("attorney", index)}`,
    slug: sql<string>`${teamMembers.id}`,
    visible: () => eq(teamMembers.status, "active"),
  },
  article: {
    table: blogPosts,
    on: (index) => sql`${blogPosts.id} = ${siteIndexItem("article", index)}`,
    slug: sql<string>`${blogPosts.slug}`,
    visible: publiclyVisible,
  },
};
