import type { Database } from "@db/client";
import { pageSeo } from "@db/schema";
import { SEO_PAGES, type SeoPage } from "@domain/constants";
import type { SeoFields } from "@domain/rows";
import { type SeoFieldsInput, seoColumnsOf } from "@domain/schemas/seo-fields";

/** The public path of a static page key: home is "/", the others "/<key>". */
export const seoPagePath = (page: SeoPage) => (page === "home" ? "/" : `/${page}`);

const EMPTY: SeoFields = { metaTitle: null, metaDescription: null, socialImage: null };

/** Every static page with its overrides (nulls where staff set none), in the site's order. */
export async function listPageSeo(db: Database): Promise<(SeoFields & { page: SeoPage; path: string })[]> {
  const rows = await db.select().from(pageSeo);
  return SEO_PAGES.map((page) => {
    const row = rows.find((r) => r.page === page);
    return {
      page,
      path: seoPagePath(page),
      metaTitle: row?.metaTitle ?? EMPTY.metaTitle,
      metaDescription: row?.metaDescription ?? EMPTY.metaDescription,
      socialImage: row?.socialImage ?? EMPTY.socialImage,
    };
  });
}

/** The overrides a page meta function applies, by path; only pages with any override are present. */
export async function pageSeoByPath(db: Database): Promise<Record<string, SeoFields>> {
  const rows = await db.select().from(pageSeo);
  return Object.fromEntries(
    rows.map((r) => [
      seoPagePath(r.page),
      { metaTitle: r.metaTitle, metaDescription: r.metaDescription, socialImage: r.socialImage },
    ]),
  );
}

/** Replaces a static page's overrides; blank fields return to the generated defaults. */
export async function savePageSeo(db: Database, page: SeoPage, input: SeoFieldsInput) {
  const fields = seoColumnsOf(input);
  const [row] = await db
    .insert(pageSeo)
    .values({ page, ...fields })
    .onConflictDoUpdate({ target: pageSeo.page, set: { ...fields, updatedAt: new Date().toISOString() } })
    .returning();
  if (!row) throw new Error("page SEO upsert returned no row");
  return { page, path: seoPagePath(page), ...fields };
}
