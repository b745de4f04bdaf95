import type { Database } from "@db/client";
import { contacts } from "@db/schema";
import { DIRECT_SOURCE, SOURCE_LIST_LENGTH, type SourceWindow } from "@domain/attribution";
import { daysBefore } from "@domain/instants";
import { NOT_SPECIFIED } from "@domain/messages";
import { desc, gte, type SQL, sql } from "drizzle-orm";

/** One row of a list: how many enquiries, and how many of them booked a consultation. */
export interface SourceCount {
  label: string;
  enquiries: number;
  bookings: number;
}

/** Enquiries and bookings of the last days, by source, landing page and practice area (issue 26). */
export interface EnquirySources {
  days: SourceWindow;
  /** The first instant counted (UTC). */
  since: string;
  bySource: SourceCount[];
  byLandingPage: SourceCount[];
  byPracticeArea: SourceCount[];
}

/**
 * Each list is one range of contacts_attribution_idx (created_at first, then the columns grouped
 * by: a covering index, so no table row is read) plus, per enquiry, one probe of bookings_contact_idx.
 * Neither grows with the table, only with the window's enquiries.
 */
function countsBy(db: Database, label: SQL<string>, since: string) {
  const enquiries = sql<number>`count(*)`;
  // Qualified by hand: Drizzle leaves a one-table select's columns unqualified, which inside this
  // subquery would name the bookings' own columns.
  const booked = sql<number>`coalesce(sum(EXISTS (SELECT 1 FROM "bookings" AS "b" WHERE "b"."contact_id" = "contacts"."id" AND "b"."status" = 'confirmed')), 0)`;
  return db
    .select({ label, enquiries, bookings: booked })
    .from(contacts)
    .where(gte(contacts.createdAt, since))
    .groupBy(label)
    .orderBy(desc(enquiries), label)
    .limit(SOURCE_LIST_LENGTH);
}

/** The three grouped counts since an instant: by source, by landing page, by practice area. */
export const sourceQueries = (db: Database, since: string) =>
  [
    countsBy(
      db,
      sql<string>`coalesce(nullif(${contacts.utmSource}, ''), nullif(${contacts.referrerHost}, ''), ${DIRECT_SOURCE})`,
      since,
    ),
    countsBy(db, sql<string>`coalesce(nullif(${contacts.landingPage}, ''), ${NOT_SPECIFIED})`, since),
    countsBy(db, sql<string>`coalesce(${contacts.practiceArea}, ${NOT_SPECIFIED})`, since),
  ] as const;

export async function enquirySources(db: Database, days: SourceWindow, now = Date.now()): Promise<EnquirySources> {
  const since = daysBefore(new Date(now), days);
  const [bySource, byLandingPage, byPracticeArea] = await db.batch(sourceQueries(db, since));
  return { days, since, bySource, byLandingPage, byPracticeArea };
}
