import type { Database } from "@db/client";
import { teamMembers } from "@db/schema";
import type { Department, TeamMember } from "@domain/rows";
import { seoColumnsOf } from "@domain/schemas/seo-fields";
import type { TeamMemberInput } from "@domain/schemas/team";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Visibility } from "./query";
import { type Paged, type PageQuery, pageOf, searchAny } from "./query";
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
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, id), visible(visibility)))
    .limit(1);
  return row ?? null;
}

/** Every column a profile body sets: a field left out of a full body is cleared, not kept. */
const columnsOf = (input: TeamMemberInput) => ({
  ...input,
  department: input.department ?? null,
  email: input.email ?? null,
  phone: input.phone ?? null,
  bio: input.bio ?? null,
  fullBio: input.fullBio ?? null,
  image: input.image ?? null,
  office: input.office ?? null,
  joinDate: input.joinDate ?? null,
  ...seoColumnsOf(input),
});

/** A new profile whose id is the first-last slug of the name, made unique with "-2", "-3"… */
export async function createTeamMember(db: Database, input: TeamMemberInput): Promise<WriteOutcome<TeamMember>> {
  const base = teamMemberIdBase(input.name);
  // Another request may take the same free id between the look-up and the insert: look again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const id = await freeTeamMemberId(db, base);
    const [row] = await db
      .insert(teamMembers)
      .values({ id, ...columnsOf(input) })
      .onConflictDoNothing()
      .returning();
    if (row) return { ok: true, value: row };
  }
  throw new Error("No free team member id after 5 attempts");
}

/** Replaces a profile's fields; the id stays, so profile links keep working after a rename. */
export async function updateTeamMember(
  db: Database,
  id: string,
  input: TeamMemberInput,
): Promise<WriteOutcome<TeamMember>> {
  const [row] = await db.update(teamMembers).set(columnsOf(input)).where(eq(teamMembers.id, id)).returning();
  return storedOrNotFound(row);
}

/** Deletes a profile; the author's posts keep their author name and lose the link (FK: set null). */
export async function deleteTeamMember(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id });
  return rows.length > 0;
}
