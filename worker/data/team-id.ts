import type { Database } from "@db/client";
import { teamMembers } from "@db/schema";
import { slugify } from "@domain/slug";
import { eq, or } from "drizzle-orm";
import { startsWith } from "./query";

/** Titles, suffixes and post-nominals that are not part of a person's first or last name. */
const NOT_A_NAME = new Set("dr mr mrs ms miss mx prof hon judge jr sr ii iii iv esq phd md jd llm cpa".split(" "));

/** Used when a name has no letters or digits a URL can carry (e.g. written only in another script). */
const FALLBACK_ID = "attorney";

/**
 * The profile id of SPEC §2, a first-last slug: "Dr. Jane Q. Public, Esq." → "jane-public".
 * Titles, suffixes and single-letter initials are skipped; a hyphenated surname stays whole.
 */
export function teamMemberIdBase(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .map(slugify)
    .filter(Boolean);
  const named = words.filter((w) => !NOT_A_NAME.has(w.replaceAll("-", "")) && w.length > 1);
  const chosen = named.length > 0 ? named : words;
  const first = chosen[0];
  const last = chosen.length > 1 ? chosen[chosen.length - 1] : undefined;
  return [first, last].filter(Boolean).join("-") || FALLBACK_ID;
}

/** The base itself when free, else the base with the smallest free suffix: "-2", "-3"… */
export async function freeTeamMemberId(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(or(eq(teamMembers.id, base), startsWith(teamMembers.id, `${base}-`)));
  const taken = new Set(rows.map((r) => r.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
