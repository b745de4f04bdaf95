import { LEGAL_DOCUMENTS } from "@domain/constants";
import { useEffect, useState } from "react";
import { fetchAll } from "~/lib/admin/api";
import { EDITOR_TEXT } from "~/lib/admin/editor-text";
import { RESOURCES } from "~/lib/admin/resources";

/** A page of the public site a link may point at. */
export interface SitePage {
  title: string;
  path: string;
}

const FIXED_PAGES: SitePage[] = [
  ...EDITOR_TEXT.staticPages,
  ...LEGAL_DOCUMENTS.map((d) => ({ title: d.label, path: `/legal/${d.slug}` })),
];

/**
 * Every page an internal link can reach, by title: the fixed pages, then articles, practice areas
 * and attorneys as the API lists them. `null` until known, so nothing is flagged while loading.
 */
export function useSitePages(): SitePage[] | null {
  const [pages, setPages] = useState<SitePage[] | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([fetchAll(RESOURCES.blog.list), fetchAll(RESOURCES.practiceAreas.list), fetchAll(RESOURCES.team.list)])
      .then(([posts, areas, team]) => {
        if (!live) return;
        setPages([
          ...FIXED_PAGES,
          ...posts.map((p) => ({ title: p.title, path: `/blog/${p.slug}` })),
          ...areas.map((a) => ({ title: a.title, path: `/practice-areas/${a.slug}` })),
          ...team.map((m) => ({ title: m.name, path: `/team/${m.id}` })),
        ]);
      })
      .catch(() => live && setPages(FIXED_PAGES));
    return () => {
      live = false;
    };
  }, []);
  return pages;
}
