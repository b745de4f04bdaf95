import type { Database } from "@db/client";
import { teamMembers } from "@db/schema";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DEPARTMENTS } from "~/lib/constants";
import type { Visibility } from "./practice-areas";
import { countWhere, offsetOf, type Paged, type PageQuery, searchAny } from "./query";

export type TeamMember = typeof teamMembers.$inferSelect;
export type Department = (typeof DEPARTMENTS)[number];

const visible = ({ includeHidden }: Visibility): SQL | undefined =>
  includeHidden ? undefined : eq(teamMembers.status, "active");

const editableOrder = [asc(teamMembers.sortOrder), asc(teamMembers.name)];

export async function listTeamMembers(
  db: Database,
  query: PageQuery & Visibility & { department?: Department },
): Promise<Paged<TeamMember>> {
  const where = and(
    visible(query),
    query.department ? eq(teamMembers.department, query.department) : undefined,
    searchAny(query.search, [teamMembers.name, teamMembers.role, teamMembers.department]),
  );
  const [items, total] = await Promise.all([
    db
      .select()
      .from(teamMembers)
      .where(where)
      .orderBy(...editableOrder)
      .limit(query.limit)
      .offset(offsetOf(query)),
    countWhere(db, teamMembers, where),
  ]);
  return { items, total };
}

export function listFeaturedTeamMembers(db: Database): Promise<TeamMember[]> {
  return db
    .select()
    .from(teamMembers)
    .where(and(visible({ includeHidden: false }), eq(teamMembers.featured, true)))
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
