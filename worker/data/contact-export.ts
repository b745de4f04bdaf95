import type { Database } from "@db/client";
import { contactNotes, contacts, questionnaires, teamMembers } from "@db/schema";
import { adminContactLink, ENQUIRY_STATES } from "@domain/constants";
import type { EnquiryCsvFields, EnquiryCsvNote } from "@domain/enquiry-csv";
import type { EnquiryState } from "@domain/rows";
import { and, desc, eq, sql } from "drizzle-orm";
import { type AppEnv, absoluteUrl } from "../env";
import { type ContactFilter, contactFilterWhere, enquiryKey } from "./contacts";
import { EXPORT_BATCH, type NextBatch } from "./csv-stream";
import { olderThan } from "./keyset";
import { countOf, countsQuery } from "./row-counts";

/** How many enquiries are in each state, and in all (the Contacts screen's summary cards). */
export type ContactSummary = Record<EnquiryState | "total", number>;

/** The maintained counts (row-counts.ts): the same figures without reading every enquiry. */
export async function contactSummary(db: Database): Promise<ContactSummary> {
  const count = countOf(
    await countsQuery(
      db,
      ENQUIRY_STATES.map((status) => `contacts.status.${status}`),
    ),
  );
  const summary = { total: 0 } as ContactSummary;
  for (const status of ENQUIRY_STATES) {
    summary[status] = count(`contacts.status.${status}`);
    summary.total += summary[status];
  }
  return summary;
}

/** The enquiry's notes, oldest first, as one JSON array read with the row (no query per enquiry). */
const notesOfEnquiry = sql<string>`(SELECT json_group_array(json_object('at', n.created_at, 'by', n.author_name, 'text', n.body))
  FROM (SELECT * FROM ${contactNotes} WHERE ${contactNotes.contactId} = ${contacts.id} ORDER BY ${contactNotes.createdAt}, ${contactNotes.id}) AS n)`;

/** Whether a questionnaire was sent for the enquiry (its answers never enter the file, only the staff link). */
const questionnaireSent = sql<number>`EXISTS (SELECT 1 FROM ${questionnaires} WHERE ${questionnaires.contactId} = ${contacts.id})`;

/** One enquiry as the CSV export writes it, and its id (with createdAt, the keyset cursor). */
export type ContactExportRow = EnquiryCsvFields & { id: number; status: EnquiryState };

/** The state staff see (domain/enquiry-state.ts), as the export's Status column writes it. */
const stateOfEnquiry = sql<EnquiryState>`iif(${contacts.retainedAt} IS NULL, ${contacts.status}, 'retained')`;

/** The filtered list's batches for the CSV export, newest first, each after the last one's end (keyset: no growing offset). */
export const contactExportBatches =
  (app: Pick<AppEnv, "db" | "publicOrigin">, filter: ContactFilter): NextBatch<ContactExportRow> =>
  async (last) => {
    const past = last ? olderThan(enquiryKey, { at: last.createdAt, id: last.id }) : undefined;
    const rows = await app.db
      .select({
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        phone: contacts.phone,
        subject: contacts.subject,
        message: contacts.message,
        status: stateOfEnquiry,
        createdAt: contacts.createdAt,
        practiceArea: contacts.practiceArea,
        assignee: teamMembers.name,
        otherParties: contacts.otherParties,
        openedAt: contacts.openedAt,
        notes: notesOfEnquiry,
        landingPage: contacts.landingPage,
        referrerHost: contacts.referrerHost,
        utmSource: contacts.utmSource,
        utmMedium: contacts.utmMedium,
        utmCampaign: contacts.utmCampaign,
        utmTerm: contacts.utmTerm,
        utmContent: contacts.utmContent,
        bookingState: contacts.bookingState,
        questionnaireSent,
      })
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assignedTo))
      .where(and(contactFilterWhere(filter), past))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(EXPORT_BATCH);
    return rows.map(({ questionnaireSent: sent, ...row }) => ({
      ...row,
      notes: JSON.parse(row.notes) as EnquiryCsvNote[],
      questionnaire: sent ? absoluteUrl(app, adminContactLink(row.id)) : null,
    }));
  };
