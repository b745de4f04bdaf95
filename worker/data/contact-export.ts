import type { Database } from "@db/client";
import { contactNotes, contacts, teamMembers } from "@db/schema";
import { CONTACT_STATUSES } from "@domain/constants";
import type { EnquiryCsvFields } from "@domain/enquiry-csv";
import type { ContactStatus } from "@domain/rows";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { type ContactFilter, contactFilterWhere } from "./contacts";
import { countOf, countsQuery } from "./row-counts";

/** How many enquiries are in each state, and in all (the Contacts screen's summary cards). */
export type ContactSummary = Record<ContactStatus | "total", number>;

/** The maintained counts (row-counts.ts): the same figures without reading every enquiry. */
export async function contactSummary(db: Database): Promise<ContactSummary> {
  const count = countOf(
    await countsQuery(
      db,
      CONTACT_STATUSES.map((status) => `contacts.status.${status}`),
    ),
  );
  const summary = { total: 0 } as ContactSummary;
  for (const status of CONTACT_STATUSES) {
    summary[status] = count(`contacts.status.${status}`);
    summary.total += summary[status];
  }
  return summary;
}

/** One enquiry as the CSV export writes it, and its id (the keyset cursor). */
export type ContactExportRow = EnquiryCsvFields & { id: number; status: ContactStatus };

/** Where the previous batch ended: the newest-first order's last (created_at, id). */
export interface ExportCursor {
  createdAt: string;
  id: number;
}

/** Rows per read: the export walks the filtered list in batches, never holding the whole table. */
export const EXPORT_BATCH = 500;

/** The next batch of the filtered list, newest first, after the cursor (keyset: no growing offset). */
export function contactExportBatch(
  db: Database,
  filter: ContactFilter,
  after: ExportCursor | null,
): Promise<ContactExportRow[]> {
  const past = after
    ? or(
        lt(contacts.createdAt, after.createdAt),
        and(eq(contacts.createdAt, after.createdAt), lt(contacts.id, after.id)),
      )
    : undefined;
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      phone: contacts.phone,
      subject: contacts.subject,
      message: contacts.message,
      status: contacts.status,
      createdAt: contacts.createdAt,
      practiceArea: contacts.practiceArea,
      assignee: teamMembers.name,
      otherParties: contacts.otherParties,
      openedAt: contacts.openedAt,
      notes: sql<number>`(SELECT count(*) FROM ${contactNotes} WHERE ${contactNotes.contactId} = ${contacts.id})`,
      landingPage: contacts.landingPage,
      referrerHost: contacts.referrerHost,
      utmSource: contacts.utmSource,
      utmMedium: contacts.utmMedium,
      utmCampaign: contacts.utmCampaign,
      utmTerm: contacts.utmTerm,
      utmContent: contacts.utmContent,
    })
    .from(contacts)
    .leftJoin(teamMembers, eq(teamMembers.id, contacts.assignedTo))
    .where(and(contactFilterWhere(filter), past))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(EXPORT_BATCH);
}
