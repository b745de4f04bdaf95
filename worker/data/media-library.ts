import type { Database } from "@db/client";
import { media } from "@db/schema";
import type { SeoPage, UploadKind } from "@domain/constants";
import type { MediaRow } from "@domain/rows";
import type { MediaDescription } from "@domain/schemas/media";
import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { StoredMedia } from "./media";
import { contains, type Paged, type PageQuery, pageOf } from "./query";

/** Where an image appears: an item that shows it (as its image, social image, logo, or inside an article). */
export interface MediaUse {
  kind: "post" | "practice-area" | "attorney" | "settings" | "page";
  id: string;
  title: string;
  /** The page that shows it, or the back-office screen (settings). */
  path: string;
}

export interface MediaItem extends MediaRow {
  url: string;
  usedBy: MediaUse[];
}

export const mediaUrl = (key: string) => `/media/${key}`;
const STATIC_PAGE_PATHS: Record<SeoPage, string> = {
  home: "/",
  "practice-areas": "/practice-areas",
  team: "/team",
  blog: "/blog",
  testimonials: "/testimonials",
  about: "/about",
  contact: "/contact",
};

/** Records an upload so it can be found, described and reused. */
export async function recordMedia(
  db: Database,
  stored: StoredMedia,
  kind: UploadKind,
  size: { width: number; height: number } | null,
  uploadedBy: number | null,
): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({
      key: stored.key,
      kind,
      contentType: stored.contentType,
      size: stored.size,
      width: size?.width ?? null,
      height: size?.height ?? null,
      uploadedBy,
    })
    .returning();
  if (!row) throw new Error("media insert returned no row");
  return row;
}

export interface MediaListQuery extends PageQuery {
  kind?: UploadKind;
  undescribed?: boolean;
}

/** One page of the library, newest first, each with where it is used. */
export async function listMedia(db: Database, query: MediaListQuery): Promise<Paged<MediaItem>> {
  const text = query.search?.trim();
  const where = and(
    query.kind ? eq(media.kind, query.kind) : undefined,
    query.undescribed ? and(isNull(media.alt), eq(media.decorative, false)) : undefined,
    text ? sql`(${contains(media.alt, text)} OR ${contains(media.key, text)})` : undefined,
  );
  const page = await pageOf(db, media, where, [desc(media.createdAt), desc(media.id)], query);
  return { items: await withUses(db, page.items), total: page.total };
}

export async function getMedia(db: Database, id: number): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return null;
  const [item] = await withUses(db, [row]);
  return item ?? null;
}

/** Alt text, or decorative on purpose (then alt is ""). */
export async function describeMedia(db: Database, id: number, description: MediaDescription) {
  const [row] = await db
    .update(media)
    .set({
      alt: description.decorative ? "" : description.alt,
      decorative: description.decorative,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(media.id, id))
    .returning();
  return row ? getMedia(db, row.id) : null;
}

export async function deleteMediaRow(db: Database, id: number) {
  await db.delete(media).where(eq(media.id, id));
}

/** What the pages need to render uploaded images: alt text and size, by URL. */
export async function mediaByUrl(db: Database, urls: (string | null | undefined)[]) {
  const keys = [...new Set(urls.filter((u): u is string => !!u?.startsWith("/media/")).map((u) => u.slice(7)))];
  const found = new Map<string, ImageFacts>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ key: media.key, alt: media.alt, decorative: media.decorative, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.key, keys));
  for (const { key, ...rest } of rows) found.set(mediaUrl(key), rest);
  return found;
}

export type ImageFacts = Pick<MediaRow, "alt" | "decorative" | "width" | "height">;

/** One uploaded image's description and size, for a page that shows it (null: not an upload we know). */
export async function imageFacts(db: Database, url: string | null | undefined): Promise<ImageFacts | null> {
  return (await mediaByUrl(db, [url])).get(url ?? "") ?? null;
}

async function withUses(db: Database, rows: MediaRow[]): Promise<MediaItem[]> {
  const uses = await usesOf(
    db,
    rows.map((row) => mediaUrl(row.key)),
  );
  return rows.map((row) => {
    const url = mediaUrl(row.key);
    return { ...row, url, usedBy: uses.get(url) ?? [] };
  });
}

interface UseRow extends Omit<MediaUse, "path"> {
  url: string;
  slug: string;
}

/**
 * Every place the images appear, in one query: each content column that holds an image address,
 * the logo and favicon, the static pages' social images, and images inside articles.
 */
async function usesOf(db: Database, urls: string[]): Promise<Map<string, MediaUse[]>> {
  const result = new Map<string, MediaUse[]>();
  if (urls.length === 0) return result;
  const values: SQL = sql.join(
    urls.map((url) => sql`(${url})`),
    sql`, `,
  );
  const rows = await db.all<UseRow>(sql`
    WITH u(url) AS (VALUES ${values})
    SELECT u.url, 'post' AS kind, CAST(b.id AS TEXT) AS id, b.title AS title, b.slug AS slug
      FROM u JOIN blog_posts b ON b.image = u.url OR b.social_image = u.url OR instr(b.content, u.url) > 0
    UNION ALL
    SELECT u.url, 'practice-area', CAST(p.id AS TEXT), p.title, p.slug
      FROM u JOIN practice_areas p ON p.hero_image = u.url OR p.social_image = u.url
    UNION ALL
    SELECT u.url, 'attorney', t.id, t.name, t.id
      FROM u JOIN team_members t ON t.image = u.url OR t.social_image = u.url
    UNION ALL
    SELECT u.url, 'settings', CAST(s.id AS TEXT), 'Settings', ''
      FROM u JOIN firm_settings s ON s.logo_url = u.url OR s.favicon_url = u.url
    UNION ALL
    SELECT u.url, 'page', ps.page, ps.page, ps.page
      FROM u JOIN page_seo ps ON ps.social_image = u.url`);
  for (const { url, slug, ...use } of rows) {
    const list = result.get(url) ?? [];
    list.push({ ...use, path: pathOf(use.kind, slug) });
    result.set(url, list);
  }
  return result;
}

function pathOf(kind: MediaUse["kind"], slug: string): string {
  switch (kind) {
    case "post":
      return `/blog/${slug}`;
    case "practice-area":
      return `/practice-areas/${slug}`;
    case "attorney":
      return `/team/${slug}`;
    case "settings":
      return "/admin/settings";
    case "page":
      return STATIC_PAGE_PATHS[slug as SeoPage] ?? "/";
  }
}
