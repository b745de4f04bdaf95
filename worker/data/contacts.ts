import type { Database } from "@db/client";
import { consentTexts, contacts, firmSettings } from "@db/schema";
import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField } from "@domain/attribution";
import type { Contact, ContactRow, ContactStatus, EnquiryState } from "@domain/rows";
import type { ContactInput, ContactSubmission } from "@domain/schemas/contact";
import type { CursorQuery } from "@domain/schemas/cursor";
import { UNASSIGNED } from "@domain/schemas/intake";
import { and, count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { matchingList } from "./full-text";
import { type Actor, statusChangeInsert } from "./intake";
import { byCreation, type KeysetPage } from "./keyset";
import type { PageQuery } from "./query";
import { maintainedCount } from "./row-counts";
import { type SearchedList, searchedListPage } from "./searched-list";
import { notFound, storedOrNotFound, type WriteOutcome } from "./writes";

/** A stored enquiry plus SPEC §3's `date` (YYYY-MM-DD, the day it arrived). */

const withDate = (row: ContactRow): Contact => ({ ...row, date: row.createdAt.slice(0, 10) });

/** What a visitor's enquiry says, as stored (absent optional answers as null). */
export const enquiryFields = (input: ContactSubmission) => ({
  name: input.name,
  email: input.email,
  phone: input.phone ?? null,
  subject: input.subject,
  message: input.message,
  practiceArea: input.practiceArea ?? null,
  otherParties: input.otherParties ?? null,
});

/** The enquiry's attribution as stored: absent values as null. */
const attributionColumns = (input: Attribution) =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, input[f] ?? null])) as Record<AttributionField, string | null>;

/**
 * A visitor's enquiry, always stored unread, for a batch: with the version of the consent notice
 * the visitor accepted (the one the form showed, if it exists, else the current one).
 */
export function contactInsert(db: Database, input: ContactSubmission) {
  const shown = input.consentVersion ?? 0;
  return db
    .insert(contacts)
    .values({
      ...enquiryFields(input),
      ...attributionColumns(input),
      status: "unread",
      consentVersion: sql`coalesce(
        (SELECT ${consentTexts.version} FROM ${consentTexts} WHERE ${consentTexts.version} = ${shown}),
        (SELECT ${firmSettings.consentVersion} FROM ${firmSettings}), 1)`,
    })
    .returning({ id: contacts.id });
}

/** The Contacts screen's filters, shared by its list and its CSV export. */
export interface ContactFilter {
  search?: string;
  status?: EnquiryState;
  assignee?: string;
}

/** One state: retained ones by their signing, the others by their status while not retained. */
const inState = (state: EnquiryState) =>
  state === "retained" ? isNotNull(contacts.retainedAt) : and(eq(contacts.status, state), isNull(contacts.retainedAt));

/** The status and assignee filters; each column they test is indexed with the creation time (db/schema/enquiries.ts). */
const statusAndAssignee = (query: ContactFilter) =>
  and(
    query.status ? inState(query.status) : undefined,
    query.assignee === UNASSIGNED
      ? isNull(contacts.assignedTo)
      : query.assignee
        ? eq(contacts.assignedTo, query.assignee)
        : undefined,
  );

/** The filters as one condition (the CSV export's). */
export const contactFilterWhere = (query: ContactFilter) =>
  and(statusAndAssignee(query), matchingList(contacts.id, "contacts_search", query.search));

const enquiryList: SearchedList<typeof contacts, ContactRow> = {
  table: contacts,
  index: "contacts_search",
  key: byCreation(contacts),
};

/** Where the newest-first order stands at a row: the list's keyset cursor. */
export const enquiryKey = enquiryList.key;

/**
 * How many enquiries the filter matches when nothing is searched (a search's planning counts its
 * own): a maintained count (row-counts.ts) when only the status filters, else a count over one
 * assignee's index.
 */
function totalOf(db: Database, query: ContactFilter, where: SQL | undefined) {
  if (query.assignee) return db.select({ value: count() }).from(contacts).where(where);
  return maintainedCount(db, query.status ? `contacts.status.${query.status}` : "contacts");
}

/**
 * Staff's list: newest first, searched over name, email and subject, optionally one status and one
 * assignee; paged by keyset cursors (keyset.ts), or by page number for the first page and old links.
 */
export async function listContacts(
  db: Database,
  query: PageQuery & ContactFilter & CursorQuery,
): Promise<KeysetPage<Contact>> {
  const total = (where: SQL | undefined) => totalOf(db, query, where);
  const page = await searchedListPage(db, enquiryList, query, statusAndAssignee(query), total);
  return { ...page, items: page.items.map(withDate) };
}

export async function getContact(db: Database, id: number): Promise<Contact | null> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row ? withDate(row) : null;
}

/**
 * Writes a staff change and, when the status changed, its history row (who, when) in one batch.
 * Answers the updated contact, or not found for an unknown one.
 */
async function changeContact(
  db: Database,
  id: number,
  set: Partial<typeof contacts.$inferInsert>,
  by: Actor | null,
): Promise<WriteOutcome<Contact>> {
  const [current] = await db.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!current) return notFound;
  const update = db.update(contacts).set(set).where(eq(contacts.id, id)).returning();
  const changed = set.status !== undefined && set.status !== current.status;
  const [row] = changed
    ? (await db.batch([update, statusChangeInsert(db, id, set.status as ContactStatus, by)]))[0]
    : await update;
  return storedOrNotFound(row && withDate(row));
}

/** Staff's edit of an enquiry; a status left out stays as it was. */
export const updateContact = (db: Database, id: number, input: ContactInput, by: Actor | null = null) =>
  changeContact(
    db,
    id,
    {
      ...input,
      phone: input.phone ?? null,
      practiceArea: input.practiceArea ?? null,
      otherParties: input.otherParties ?? null,
    },
    by,
  );

/**
 * The client signed the engagement letter: the enquiry is retained from `at` on. Only the first
 * signing counts (a retained enquiry keeps its time); answers whether this call retained it.
 */
export async function markRetained(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({ retainedAt: at.toISOString() })
    .where(and(eq(contacts.id, id), isNull(contacts.retainedAt)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** Unread, responded or handled, in any order (SPEC §4). */
export const setContactStatus = (db: Database, id: number, status: ContactStatus, by: Actor | null = null) =>
  changeContact(db, id, { status }, by);

export async function deleteContact(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return rows.length > 0;
}
