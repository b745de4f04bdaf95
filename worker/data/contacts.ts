import type { Database } from "@db/client";
import { consentTexts, contacts, firmSettings } from "@db/schema";
import type { Contact, ContactRow, ContactStatus } from "@domain/rows";
import type { ContactInput, ContactSubmission } from "@domain/schemas/contact";
import { and, desc, eq, sql } from "drizzle-orm";
import { type Paged, type PageQuery, pageOf, searchAny } from "./query";

/** A stored enquiry plus SPEC §3's `date` (YYYY-MM-DD, the day it arrived). */

const withDate = (row: ContactRow): Contact => ({ ...row, date: row.createdAt.slice(0, 10) });

const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];

/**
 * A visitor's enquiry, always stored unread, for a batch: with the version of the consent notice
 * the visitor accepted (the one the form showed, if it exists, else the current one).
 */
export function contactInsert(db: Database, input: ContactSubmission) {
  const shown = input.consentVersion ?? 0;
  return db
    .insert(contacts)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      practiceArea: input.practiceArea ?? null,
      otherParties: input.otherParties ?? null,
      status: "unread",
      consentVersion: sql`coalesce(
        (SELECT ${consentTexts.version} FROM ${consentTexts} WHERE ${consentTexts.version} = ${shown}),
        (SELECT ${firmSettings.consentVersion} FROM ${firmSettings}), 1)`,
    })
    .returning({ id: contacts.id });
}

/** Staff's list: newest first, searched over name, email and subject, optionally one status. */
export async function listContacts(
  db: Database,
  query: PageQuery & { status?: ContactStatus },
): Promise<Paged<Contact>> {
  const where = and(
    query.status ? eq(contacts.status, query.status) : undefined,
    searchAny(query.search, [contacts.name, contacts.email, contacts.subject]),
  );
  const page = await pageOf(db, contacts, where, newestFirst, query);
  return { items: page.items.map(withDate), total: page.total };
}

export async function getContact(db: Database, id: number): Promise<Contact | null> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  return row ? withDate(row) : null;
}

/** Staff's edit of an enquiry; a status left out stays as it was. */
export async function updateContact(db: Database, id: number, input: ContactInput): Promise<Contact | null> {
  const [row] = await db
    .update(contacts)
    .set({
      ...input,
      phone: input.phone ?? null,
      practiceArea: input.practiceArea ?? null,
      otherParties: input.otherParties ?? null,
    })
    .where(eq(contacts.id, id))
    .returning();
  return row ? withDate(row) : null;
}

/** Unread, responded or handled, in any order (SPEC §4). */
export async function setContactStatus(db: Database, id: number, status: ContactStatus): Promise<Contact | null> {
  const [row] = await db.update(contacts).set({ status }).where(eq(contacts.id, id)).returning();
  return row ? withDate(row) : null;
}

export async function deleteContact(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return rows.length > 0;
}
