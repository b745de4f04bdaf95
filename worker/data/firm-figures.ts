import type { Database } from "@db/client";
import { practiceAreas, teamMembers } from "@db/schema";
import { count, eq, sum } from "drizzle-orm";

/** The figures the public pages quote about the firm, all counted from what the site shows. */
export interface FirmFigures {
  attorneys: number;
  practiceAreas: number;
  casesHandled: number;
  /** Years since each listed attorney's law degree (or first degree), added up. */
  combinedYears: number;
}

const LAW_DEGREE = /\b(J\.?D|LL\.?[BM])\b/i;

export async function firmFigures(db: Database, today = new Date()): Promise<FirmFigures> {
  const [[areas], attorneys] = await Promise.all([
    db
      .select({ areas: count(), cases: sum(practiceAreas.casesHandled) })
      .from(practiceAreas)
      .where(eq(practiceAreas.status, "published")),
    db.select({ education: teamMembers.education }).from(teamMembers).where(eq(teamMembers.status, "active")),
  ]);
  const year = today.getUTCFullYear();
  const combinedYears = attorneys.reduce((total, { education }) => {
    const degree = education.find((e) => LAW_DEGREE.test(e.degree)) ?? education[0];
    const since = Number.parseInt(degree?.year ?? "", 10);
    return Number.isFinite(since) && since <= year ? total + (year - since) : total;
  }, 0);
  return {
    attorneys: attorneys.length,
    practiceAreas: areas?.areas ?? 0,
    casesHandled: Number(areas?.cases ?? 0),
    combinedYears,
  };
}
