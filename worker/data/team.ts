import type { Database } from "@db/client";
import { teamMembers } from "@db/schema";
import type { Department, TeamMember } from "@domain/rows";
import { seoColumnsOf } from "@domain/schemas/seo-fields";
import { TEAM_LIMITS, type TEAM_MOVES, type TeamMemberInput } from "@domain/schemas/team";
import { and, asc, eq, max, type SQL } from "drizzle-orm";
import { saveVersioned } from "./edit-version";
import type { Visibility } from "./query";
import { firstOf, type Paged, type PageQuery, pageOf, searchAny } from "./query";
import { richTextColumns } from "./rich-text";
import { freeTeamMemberId, teamMemberIdBase } from "./team-id";
import { storedOrNotFound, type WriteOutcome } from "./writes";

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(teamMembers.status, "active");

const editableOrder = [asc(teamMembers.sortOrder), asc(teamMembers.name), asc(teamMembers.id)];

export async function listTeamMembers(
  db: Database,
  query: PageQuery & Visibility & { department?: Department },
): Promise<Paged<TeamMember>> {
  const where = and(
    visible(query),
    query.department ? eq(teamMembers.department, query.department) : undefined,
    searchAny(query.search, [teamMembers.name, teamMembers.role, teamMembers.department]),
  );
  return pageOf(db, teamMembers, where, editableOrder, query);
}

export function listFeaturedTeamMembers(db: Database, visibility: Visibility = { includeHidden: false }) {
  return db
    .select()
    .from(teamMembers)
    .where(and(visible(visibility), eq(teamMembers.featured, true)))
    .orderBy(...editableOrder);
}

export async function getTeamMember(db: Database, id: string, visibility: Visibility): Promise<TeamMember | null> {
  return firstOf(db, teamMembers, and(eq(teamMembers.id, id), visible(visibility)));
}

/** Every column a profile body sets: a field left out of a full body is cleared, not kept. */
const columnsOf = ({ fullBioHtml, ...input }: TeamMemberInput) => {
  const fullBio = richTextColumns(fullBioHtml, input.fullBio ?? null);
  return {
    ...input,
    department: input.department ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    bio: input.bio ?? null,
    fullBio: fullBio.text,
    fullBioHtml: fullBio.html,
    image: input.image ?? null,
    office: input.office ?? null,
    joinDate: input.joinDate ?? null,
    ...seoColumnsOf(input),
  };
};

/** After everyone already listed, so a new attorney never jumps above the senior partner. */
async function lastPlace(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(teamMembers.sortOrder) }).from(teamMembers);
  return Math.min((row?.last ?? 0) + 1, TEAM_LIMITS.sortOrderMax);
}

/** Six random lowercase letters and digits: what no racing request will pick as well. */
const randomSuffix = () => crypto.randomUUID().replaceAll("-", "").slice(0, 6);

/** A new profile whose id is the first-last slug of the name, made unique with "-2", "-3"… */
export async function createTeamMember(db: Database, input: TeamMemberInput): Promise<WriteOutcome<TeamMember>> {
  const base = teamMemberIdBase(input.name);
  const sortOrder = input.sortOrder ?? (await lastPlace(db));
  // Another request may take the same free id between the look-up and the insert: look again, and
  // when many are racing for one name (the attack suite sends a dozen at once), take a random suffix.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = attempt < 3 ? await freeTeamMemberId(db, base) : `${base}-${randomSuffix()}`;
    const [row] = await db
      .insert(teamMembers)
      .values({ id, ...columnsOf(input), sortOrder })
      .onConflictDoNothing()
      .returning();
    if (row) return { ok: true, value: row };
  }
  throw new Error("No free team member id after 5 attempts");
}

/**
 * Replaces a profile's fields; the id stays, so profile links keep working after a rename. With
 * `expected` (the version the editor opened) it writes only if no one saved since: else not_found.
 */
export async function updateTeamMember(
  db: Database,
  id: string,
  input: TeamMemberInput,
  expected?: string,
): Promise<WriteOutcome<TeamMember>> {
  return storedOrNotFound(await saveVersioned(db, teamMembers, id, columnsOf(input), expected));
}

/**
 * Moves an attorney one place up or down the listed order, numbering everyone 1…n so ties left by
 * older data resolve too. Returns the new order of ids, or null for an unknown id.
 */
export async function moveTeamMember(
  db: Database,
  id: string,
  direction: (typeof TEAM_MOVES)[number],
): Promise<string[] | null> {
  const rows = await db
    .select({ id: teamMembers.id, sortOrder: teamMembers.sortOrder })
    .from(teamMembers)
    .orderBy(...editableOrder);
  const from = rows.findIndex((r) => r.id === id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  const order = [...rows];
  if (to >= 0 && to < order.length)
    [order[from], order[to]] = [order[to] as (typeof rows)[number], order[from] as (typeof rows)[number]];
  const changes = order.flatMap((row, i) =>
    row.sortOrder === i + 1
      ? []
      : [
          db
            .update(teamMembers)
            .set({ sortOrder: i + 1 })
            .where(eq(teamMembers.id, row.id)),
        ],
  );
  const [first, ...rest] = changes;
  if (first) await db.batch([first, ...rest]);
  return order.map((row) => row.id);
}

/** Deletes a profile; the author's posts keep their author name and lose the link (FK: set null). */
export async function deleteTeamMember(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id });
  return rows.length > 0;
}
