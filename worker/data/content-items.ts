import type { Database } from "@db/client";
import { CONTENT_PATHS, type ContentKind } from "@domain/constants";
import type { BlogPost, PracticeArea, TeamMember } from "@domain/rows";
import { getBlogPostById } from "./blog";
import { getPracticeAreaById } from "./practice-areas";
import { getTeamMember } from "./team";

/** A post, practice area or attorney, whatever its status, with where the public site shows it. */
export type ContentItem =
  | { kind: "post"; id: string; path: string; title: string; row: BlogPost }
  | { kind: "practice-area"; id: string; path: string; title: string; row: PracticeArea }
  | { kind: "attorney"; id: string; path: string; title: string; row: TeamMember };

const numeric = (id: string) => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : null);
const hidden = { includeHidden: true };

/** The public path of a slug (or attorney id) of a kind: /blog/…, /practice-areas/…, /team/…. */
export const contentPath = (kind: ContentKind, slug: string) => `${CONTENT_PATHS[kind]}/${slug}`;

/** The item of a kind by its id (numbers for posts and areas, the slug-like id for attorneys), or null. */
export async function findContent(db: Database, kind: ContentKind, id: string): Promise<ContentItem | null> {
  if (kind === "attorney") {
    const row = await getTeamMember(db, id, hidden);
    return row && { kind, id: row.id, path: contentPath(kind, row.id), title: row.name, row };
  }
  const n = numeric(id);
  if (n === null) return null;
  if (kind === "post") {
    const row = await getBlogPostById(db, n, hidden);
    return row && { kind, id, path: contentPath(kind, row.slug), title: row.title, row };
  }
  const row = await getPracticeAreaById(db, n, hidden);
  return row && { kind, id, path: contentPath(kind, row.slug), title: row.title, row };
}
