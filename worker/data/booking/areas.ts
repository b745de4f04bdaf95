import type { Database } from "@db/client";
import { attorneyHours, attorneyPracticeAreas, practiceAreas, teamMembers } from "@db/schema";
import { and, asc, eq, sql } from "drizzle-orm";

/** A practice area a visitor can book in, and its attorneys' ids. */
export interface BookingArea {
  slug: string;
  title: string;
}

/**
 * Published practice areas with at least one active attorney who has hours, in the Practice Areas
 * page's order (sort order, then title).
 */
export const bookingAreas = (db: Database): Promise<BookingArea[]> =>
  db
    .select({ slug: practiceAreas.slug, title: practiceAreas.title })
    .from(practiceAreas)
    .where(
      and(
        eq(practiceAreas.status, "published"),
        sql`EXISTS (SELECT 1 FROM ${attorneyPracticeAreas}
          JOIN ${teamMembers} ON ${teamMembers.id} = ${attorneyPracticeAreas.attorneyId} AND ${teamMembers.status} = 'active'
          WHERE ${attorneyPracticeAreas.practiceAreaId} = ${practiceAreas.id}
          AND EXISTS (SELECT 1 FROM ${attorneyHours} WHERE ${attorneyHours.attorneyId} = ${teamMembers.id}))`,
      ),
    )
    .orderBy(asc(practiceAreas.sortOrder), asc(practiceAreas.title), asc(practiceAreas.id));

/** The attorneys who take consultations in an area (for its page: photos and "Book with …"). */
export const areaAttorneys = (db: Database, areaId: number) =>
  db
    .select({ id: teamMembers.id, name: teamMembers.name, role: teamMembers.role, image: teamMembers.image })
    .from(attorneyPracticeAreas)
    .innerJoin(teamMembers, eq(teamMembers.id, attorneyPracticeAreas.attorneyId))
    .where(and(eq(attorneyPracticeAreas.practiceAreaId, areaId), eq(teamMembers.status, "active")))
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.name));
