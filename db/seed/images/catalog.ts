import type { UploadKind } from "@domain/constants";
import { demoBlogPosts } from "../content/blog";
import { demoPracticeAreas } from "../content/practice-areas";
import { demoTeamMembers } from "../content/team";
import { artSvg } from "./art";
import type { MotifName } from "./motifs";
import { PORTRAIT_SIZE, portraitSvg } from "./portraits";

/** One generated image for one seeded record, with what the media library records about it. */
export interface SeededImage {
  table: "team" | "blog" | "practiceArea";
  /** The record's id (attorneys) or slug (articles, practice areas). */
  owner: string;
  /** The picture the first version shipped; only a record still showing it gets the new image. */
  legacyUrl: string | null;
  kind: UploadKind;
  svg: string;
  width: number;
  height: number;
  alt: string;
}

const CATEGORY_MOTIFS: Record<string, MotifName> = {
  "Corporate Law": "columns",
  Litigation: "gavel",
  "Employment Law": "people",
  "Real Estate": "house",
  "Legal Updates": "document",
};

const AREA_MOTIFS: Record<string, MotifName> = {
  "corporate-law": "columns",
  litigation: "gavel",
  "real-estate-law": "house",
  "employment-law": "people",
  "family-law": "family",
  "personal-injury": "shield",
  "estate-planning": "tree",
  "business-law": "briefcase",
  "criminal-defense": "scales",
};

const COVER = { width: 1200, height: 630 } as const;
const HERO = { width: 1200, height: 500 } as const;

/** Every image the demo content ships with: a portrait per attorney, a cover per article, a hero per area. */
export function seededImages(): SeededImage[] {
  const portraits = demoTeamMembers.map((m): SeededImage => {
    const id = m.id as string;
    return {
      table: "team",
      owner: id,
      legacyUrl: m.image ?? null,
      kind: "photo",
      svg: portraitSvg(id),
      width: PORTRAIT_SIZE,
      height: PORTRAIT_SIZE,
      alt: `Portrait of ${m.name}`,
    };
  });
  const covers = demoBlogPosts.map((p): SeededImage => {
    const alt = `Illustration for the article “${p.title}”`;
    return {
      table: "blog",
      owner: p.slug,
      legacyUrl: p.image ?? null,
      kind: "article-image",
      svg: artSvg({
        seed: `cover:${p.slug}`,
        motif: CATEGORY_MOTIFS[p.category ?? ""] ?? "document",
        ...COVER,
        title: alt,
      }),
      ...COVER,
      alt,
    };
  });
  const heroes = demoPracticeAreas.map((a): SeededImage => {
    const alt = `Illustration for ${a.title}`;
    return {
      table: "practiceArea",
      owner: a.slug as string,
      legacyUrl: a.heroImage ?? null,
      kind: "article-image",
      svg: artSvg({ seed: `hero:${a.slug}`, motif: AREA_MOTIFS[a.slug as string] ?? "scales", ...HERO, title: alt }),
      ...HERO,
      alt,
    };
  });
  return [...portraits, ...covers, ...heroes];
}
